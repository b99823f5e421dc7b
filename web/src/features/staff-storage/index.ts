/** The closed stacks' staff area: only app/staff-routes.tsx loads it, lazily (routes.tsx). */
export {};
