/**
 * `text` with the first `part` of it kept left to right whatever the page's direction: a phone number, an
 * emergency number or a code inside a sentence ('اتصل بـ 112', 'Call +1 555 0100'), in a `<span dir="ltr">`, an
 * isolate, so that its signs, spaces and digits never reorder among right-to-left words. Without `part`, or when
 * `text` does not hold it, the text as it is.
 *
 * @example
 * <LtrInText text={messages.callNumber('112')} part="112" />
 */
export function LtrInText({ text, part }: { text: string; part: string | null | undefined }) {
  const at = part ? text.indexOf(part) : -1;
  if (!part || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span dir="ltr">{part}</span>
      {text.slice(at + part.length)}
    </>
  );
}
