export declare const CHROMIUM_ARGS: string[];
export declare function chromiumPath(): string;
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
export declare const SLOW_PHONE: {
  network: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuSlowdown: number;
};
export declare function emulateSlowPhone(
  context: {
    newCDPSession(page: unknown): Promise<{ send(method: string, params?: object): Promise<unknown> }>;
  },
  page: unknown,
): Promise<void>;
