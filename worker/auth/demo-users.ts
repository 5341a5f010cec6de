/** The people the built-in sign-in provider offers. Fictitious; ids are stable so data survives restarts. */
export interface DemoUser {
  oid: string;
  name: string;
  email: string;
  groups: string[];
  role: "adviser" | "compliance";
}

export const demoUsers: DemoUser[] = [
  {
    oid: "5f1c1d2e-0a11-4a7e-9a10-000000000a01",
    name: "Anna de Vries",
    email: "anna@adviesdesk.example",
    groups: ["advisers", "team-amsterdam"],
    role: "adviser",
  },
  {
    oid: "5f1c1d2e-0a11-4a7e-9a10-000000000b02",
    name: "Bram Jansen",
    email: "bram@adviesdesk.example",
    groups: ["advisers", "team-utrecht"],
    role: "adviser",
  },
  {
    oid: "5f1c1d2e-0a11-4a7e-9a10-000000000c03",
    name: "Carla Bakker",
    email: "carla@adviesdesk.example",
    groups: ["compliance"],
    role: "compliance",
  },
];

export function findDemoUser(emailOrOid: string): DemoUser | undefined {
  const needle = emailOrOid.trim().toLowerCase();
  return demoUsers.find((user) => user.email === needle || user.oid === needle);
}
