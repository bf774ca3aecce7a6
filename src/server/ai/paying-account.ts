/**
 * Who pays for what a user generates: the account whose allowance it is counted against.
 * Today the subscriber is the paying account; with workspaces it becomes the workspace the
 * user works in. Every caller asks here, so that change is made in this one place.
 */
export const payingAccountOf = (user: { id: string }): string => user.id;
