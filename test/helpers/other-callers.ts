// Failed caller sessions of another deployment, planted in the double's sessions: a list that carries
// them (listIgnoresDeployment) must never have them judged as the deployment's own.
import type { AgentServiceDouble } from '../double/agent-service.js'

export function plantOtherDeploymentFailures(double: AgentServiceDouble, count = 3): void {
  const now = Date.now()
  for (let i = 0; i < count; i++) {
    double.sessions.set(`ses_old${i}`, {
      id: `ses_old${i}`,
      agent: 'support-bot',
      deploymentId: 'dep-someone-elses',
      createdAt: now,
      botStartAt: now,
      endedAt: now + 10,
      completionStatus: 'HTTP_ERROR',
      caller: true,
      stopped: false,
      body: {},
    })
  }
}
