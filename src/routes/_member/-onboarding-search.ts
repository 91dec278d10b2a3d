/**
 * Search params of /welcome and /start. Apart from the wizard on purpose: route options stay in
 * the app's entry chunk, and importing them from the wizard's module would pull the whole
 * wizard (profile editors, cropper) onto every page's critical path.
 */
export const onboardingSearch = (search: Record<string, unknown>): { page?: number } => {
  const value = search.page;
  if (value === undefined) return {};
  return { page: typeof value === 'number' ? value : Number(value) };
};
