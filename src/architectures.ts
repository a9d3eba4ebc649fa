// The CPU architectures an agent's containers run on, and the node types that are their old names
// (service-facts.md: nodeType "arm" = arm64, "amd" = amd64): one table for the input's check and for
// reading a record, whose node type is the only way it tells the architecture.

export const ARCHITECTURES = ['amd64', 'arm64'] as const

export const ARCHITECTURE_OF_NODE_TYPE: Readonly<Record<string, string>> = { arm: 'arm64', amd: 'amd64' }
