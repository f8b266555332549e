// React's CommonJS hook for server components: a required file that starts with "use client" becomes client
// references.
require('react-server-dom-webpack/node-register')();
