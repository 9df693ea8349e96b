/** A port nothing listens on now. */
export declare function freePort(): Promise<number>;
/** Whether something on 127.0.0.1 accepts a TCP connection on `port` now. */
export declare function accepts(port: number): Promise<boolean>;
