/** Every table, one file per area under tables/; drizzle-kit reads this file to generate migrations. */

export * from "./tables/auth";
export * from "./tables/blog";
export * from "./tables/chat-history";
export * from "./tables/contact";
export * from "./tables/documents";
export * from "./tables/mortgage-reports";
export * from "./tables/users";
export * from "./tables/workspace";
