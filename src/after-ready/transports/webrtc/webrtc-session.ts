import { CancelledError, errorMessage } from '../../../errors.js'
import type { Inputs } from '../../../inputs/inputs.js'
import { log } from '../../../report/runner-log.js'
import { ServiceError, UnexpectedAnswerError } from '../../../service/http/errors.js'
import type { SessionService, WebrtcAnswer, WebrtcOffer, WebrtcSession } from '../../../service/sessions/sessions.js'
import { seconds, sleep } from '../../../time.js'
import { type CheckSessionContext, type Started, startCheckSession } from '../../session-start.js'
import { chooseIceServers, describeServers } from './ice-servers.js'
import { WebRtcLink } from './webrtc-link.js'

// A SmallWebRTC session for a check after ready (session-transport: webrtc): started with the public key
// and the service's ICE servers (their credentials masked at once), then the offer through the session
// proxy. The first offer may come before the bot's session is registered: a 404 ("not yet ready") or a
// 5xx is tried again with a growing pause while the window lasts, as Pipecat's own client does; an offer
// whose answer was lost is never sent again (a second offer without the answer's pc_id is refused).

const FIRST_PAUSE_MS = 500

/**
 * A TURN username this long is taken for a credential (a provider's token, or TURN REST's `expiry:user`) and
 * masked with the credential; a shorter one is a name ("user", "webrtc"), and masking it would take that word
 * out of everything shown, a bot's words included (issue 61 §6: "Berlin, dear ***.").
 */
export const SECRET_USERNAME_LENGTH = 12

/** Starts the session, with conversation-body; its ICE servers' credentials masked and never shown. */
export function startWebrtcSession(c: CheckSessionContext): Promise<Started<WebrtcSession>> {
  const begin = () => c.sessions.startWebrtc(c.agent, c.inputs['conversation-body'])
  return startCheckSession(c, begin, (session) =>
    session.iceServers.flatMap((server) => [
      server.credential,
      server.username && server.username.length >= SECRET_USERNAME_LENGTH ? server.username : undefined,
    ]),
  )
}

/** The link to the bot, connected within the window; or why not, and whether the deployment is at fault. */
export async function openWebrtc(
  c: { sessions: SessionService; agent: string; inputs: Inputs; signal: AbortSignal },
  session: WebrtcSession,
  windowMs: number,
): Promise<{ link: WebRtcLink } | { refused: string; rollBack: boolean; link: WebRtcLink }> {
  const deadline = Date.now() + windowMs
  const link = new WebRtcLink()
  const servers = chooseIceServers(session.iceServers)
  const addresses = c.inputs['ice-addresses'] ?? []
  let offered = false
  const why = await link.connect({
    offer: async (offer) => {
      const answer = await offerWithin(c, session.sessionId, offer, deadline)
      offered = 'sdp' in answer
      return answer
    },
    iceServers: servers,
    addresses,
    timeoutMs: Math.max(1000, deadline - Date.now()),
    signal: c.signal,
  })
  if (!why) return { link }
  if (c.signal.aborted) throw new CancelledError('cancelled while connecting to the bot over WebRTC')
  if (!offered) return { refused: why, rollBack: false, link }
  return {
    refused: `ICE did not connect to the bot within ${seconds(windowMs)} (${why}; servers tried: ${describeServers(servers)}; local addresses: ${addresses.length > 0 ? addresses.join(', ') : 'every interface of the runner'}). A runner needs outbound UDP to the service's media, or TCP/TLS to its TURN server; a self-hosted runner behind a firewall can name its own address in ice-addresses`,
    rollBack: false,
    link,
  }
}

/** The offer, tried again on 404 and 5xx while time is left; the bot's answer, or the refusal in its words. */
async function offerWithin(
  c: { sessions: SessionService; agent: string; signal: AbortSignal },
  sessionId: string,
  offer: WebrtcOffer,
  deadline: number,
): Promise<WebrtcAnswer | { refused: string }> {
  let pause = FIRST_PAUSE_MS
  for (let tried = 1; ; tried++) {
    try {
      return await c.sessions.offer(c.agent, sessionId, offer)
    } catch (error) {
      if (error instanceof CancelledError) throw error
      const status = error instanceof ServiceError ? error.status : 0
      const again = status === 404 || status >= 500
      // an answer that came whole but is not an answer (a gateway's HTML page with a 200): not lost
      if (error instanceof UnexpectedAnswerError)
        return {
          refused: `the session proxy answered the offer with what is not the bot's answer: ${errorMessage(error)}`,
        }
      if (!(error instanceof ServiceError))
        return {
          refused: `the answer to the offer was lost (${errorMessage(error)}): a second offer without its pc_id would be refused, so none was sent`,
        }
      if (!again || Date.now() + pause >= deadline)
        return { refused: `the bot's session refused the offer (${tried} sent): ${errorMessage(error)}` }
      log.info(`The offer to session ${sessionId} was answered ${status}; trying again in ${seconds(pause)}`)
      await sleep(pause, c.signal)
      pause *= 2
    }
  }
}
