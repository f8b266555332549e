// The Hero Lookup page's explanation, below its form: prose, a module per language loaded with the page when its HTML
// does not hold it (content/page-text.tsx), so that the lookup's first load does not carry it.

/**
 * The Hero Lookup page's explanation: what a hero is sent, what the page shows and keeps, and the answers. `every`
 * is how often the page refreshes itself, in words.
 */
export function LookupAbout({ every }: { every: string }) {
  return (
    <>
      <h2 id="lookup-about-heading">How the lookup works</h2>
      <p>
        Someone chose you as their hero: a trusted contact they want to reach them when something may be
        wrong.
      </p>
      <p>
        When they switch on an emergency, or when a safety timer they set runs out before they stop it, you
        receive a text message with a 6-character access code. Enter that code here.
      </p>
      <p>
        You will see their current status, the start and end times of their timer, their photo, the details
        they gave (who they are with, what they are doing and where), and map links to where they started and
        where they are now.
      </p>
      <p>
        This tab keeps only the access code it shows, never the status, until the status ends, you look up
        another, tap "Forget this code" or close the tab. With alerts on, the code is kept on this device
        until you stop them or the status ends. The status shows each change as it happens (when it cannot
        stay connected, it refreshes itself every {every}).
      </p>
      <p>
        Under the status you can answer, so that they and the other heroes know: that you have seen it, that
        you are on your way, or that you have called the emergency services. When you answer, this device
        remembers the name you give (if any) and a random number that makes your latest answer replace your
        earlier ones.
      </p>
    </>
  );
}
