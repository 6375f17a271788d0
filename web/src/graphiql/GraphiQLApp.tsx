/**
 * GraphiQL from npm (no CDN): its Monaco editor's workers are bundled by Vite (setup-workers/vite) and
 * served from /assets like the rest of the page.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PRODUCT_NAME } from '../product';
import type { ExampleTab } from './examples';
import { createFetcher } from './fetcher';

const fetcher = createFetcher();

export function renderGraphiQL(root: HTMLElement, tabs: ExampleTab[]) {
  createRoot(root).render(
    <StrictMode>
      <GraphiQL fetcher={fetcher} defaultTabs={tabs}>
        <GraphiQL.Logo>{PRODUCT_NAME} GraphQL</GraphiQL.Logo>
      </GraphiQL>
    </StrictMode>,
  );
}
