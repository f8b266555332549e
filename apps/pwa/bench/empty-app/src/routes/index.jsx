import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: () => (
    <main>
      <h1>Empty app</h1>
      <p>One route, a heading and a paragraph: React and TanStack Router built with Vite, nothing else.</p>
    </main>
  ),
});
