// The installed app's words (the web app manifest): its name, description, shortcuts and screenshots' labels
// (`product` is the product's name). Read by the build only: no page loads them.
export default {
  name: (product: string) => `${product}: personal safety companion`,
  description: (product: string) =>
    `${product} is a personal safety companion. Heroes look up a status here with their access code.`,
  lookupShortcut: {
    name: 'Hero Lookup',
    shortName: 'Lookup',
    description: 'Look up a status with your access code',
  },
  feedbackShortcut: { name: 'Feedback', description: 'Send us your feedback' },
  screenshots: { narrow: 'The landing page on a phone', wide: 'The landing page on a desktop' },
};
