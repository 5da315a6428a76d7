// The project's lint rules for the bench, which the project's own lint leaves out: the bench's tools
// (and so their types) are installed only with the bench (scripts/bench.sh).
import project from '../eslint.config.js';

export default project.map((config) =>
  config.ignores && Object.keys(config).length === 1 ? { ignores: config.ignores.filter((ignored) => ignored !== 'bench') } : config,
);
