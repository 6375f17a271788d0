/**
 * The part of oidc-provider's API the test provider uses (./oidc-provider.ts): the package ships no types of its
 * own, and only tests use it.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ClaimsOwner {
    accountId: string;
    claims(): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface ProviderContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      result?: { login?: unknown };
      provider: Provider;
    };
  }

  export class Grant {
    constructor(properties: { accountId?: string | undefined; clientId?: string | undefined });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export class Check {
    constructor(reason: string, description: string, check: (ctx: ProviderContext) => boolean);
  }

  export interface Prompt {
    name: string;
    checks: Check[] & { add(check: Check): void };
  }

  export const interactionPolicy: {
    Check: typeof Check;
    base(): Prompt[] & { get(name: string): Prompt | undefined };
  };

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export default Provider;
}
