// The lists of what stays out of a build context whatever else is said: the service clients' defaults
// (without an ignore file) and the files that look like secrets or hold the checkout's credentials.

/** Without a .dockerignore: what the service's own clients leave out (service-facts.md). */
export const DEFAULT_EXCLUDES = [
  '.git',
  '.env',
  '.env.*',
  '*.pem',
  '*.key',
  '__pycache__',
  '*.pyc',
  '.venv',
  'venv',
  'node_modules',
  '.github',
  '.pytest_cache',
  '.mypy_cache',
  '.ruff_cache',
  '.idea',
  '.vscode',
  'dist',
  'build',
  '*.egg-info',
  '.DS_Store',
  '*.log',
]
  .map((pattern) => `**/${pattern}`)
  .concat(['pcc-deploy.toml'])

/** Files that look like secrets or hold the checkout's credentials: left out unless a .dockerignore `!` rule names them. */
export const SECRET_LIKE = [
  '**/.env',
  '**/.env.*',
  '**/*.pem',
  '**/*.key',
  // Git's configuration, where actions/checkout writes the job's token (http.<url>.extraheader): .git/config,
  // and a submodule's under .git/modules/; and git's own credential store. A .dockerignore that does not
  // name .git would otherwise upload them. ('**/' matches no directory too: this covers .git/config.)
  '**/.git/**/config',
  '**/.git/**/config.worktree',
  '**/.git-credentials',
]
