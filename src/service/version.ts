// Kept in step with package.json by test/version.test.ts; sent in the User-Agent of every request.
export const ACTION_NAME = 'agent-deploy-action'
export const ACTION_VERSION = '1.0.0'
export const USER_AGENT = `${ACTION_NAME}/${ACTION_VERSION}`
