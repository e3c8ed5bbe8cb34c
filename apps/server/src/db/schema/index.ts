export * from "./activity";
export * from "./auth";
export * from "./clients";
export * from "./companies";
export * from "./payment-accounts";
export * from "./support";
export * from "./team";
export * from "./transactions";
