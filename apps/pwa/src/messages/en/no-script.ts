// The words of a page's `<noscript>`, which only the build writes into the page's HTML (entry-server.tsx): they are
// in no page's code.
export default {
  text: 'This website needs JavaScript for its lookup and feedback pages.',
};
