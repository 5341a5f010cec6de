import { createContext, useContext } from "react";
import type { AuthSetup } from "#schemas/config";

export interface AuthState {
  setup: AuthSetup;
  /** True when sign-in is configured on the server. */
  useLogin: boolean;
  /** True while a stored session is being read back; the router waits for it (web/main.tsx). */
  isRestoring: boolean;
  isLoggedIn: boolean;
  accountName: string | null;
  /** Opens the sign-in popup; resolves true once signed in. Errors are logged, never thrown. */
  login: () => Promise<boolean>;
  logout: () => Promise<void>;
  /** A valid access token, renewed when needed; null when signed out or sign-in is off. */
  getToken: () => Promise<string | null>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}
