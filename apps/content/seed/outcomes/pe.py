# ruff: noqa: E501 (written outcomes read best one to a line)
"""Core PE: the learning outcomes of every unit, EYFS to Year 6 (issue 27).

Each unit lists 3-5 outcomes in teaching order as (strand, statement, outcome). Strands:
motor (motor competence), rules (rules, strategies and tactics), healthy (healthy
participation), personal, social, cognitive, creative. Statements are the codes of
seed/outcomes/__init__.py (the national curriculum for PE in England, EYFS goals)."""

UNITS = {
    # EYFS
    "p0u1": [
        ("motor", "eyfs-strength", "Stand still on two feet and then on tiptoes, arms out, for a count of five."),
        ("motor", "eyfs-space", "Walk, tiptoe and march around the hall and stop in a space without bumping."),
        ("personal", "eyfs-strength", "Have another go after a wobble, saying 'I can try again'."),
    ],
    "p0u2": [
        ("motor", "eyfs-strength", "Roll a big ball along the floor to a partner sitting opposite."),
        ("motor", "eyfs-strength", "Hug-catch a large soft ball dropped or tossed from close by."),
        ("social", "eyfs-space", "Wait for a turn and give the ball back to a friend gently."),
    ],
    "p0u3": [
        ("motor", "eyfs-energy", "Set off quickly when a sound or colour is the signal, and stop on a second signal."),
        ("rules", "eyfs-space", "Change direction to get away from a chaser without touching anyone."),
        ("cognitive", "eyfs-space", "Remember what each signal means in a listening game and act on it."),
    ],
    "p0u4": [
        (
            "motor",
            "eyfs-strength",
            "Hold a shape on four, three and then two points of the body while counting to three.",
        ),
        (
            "motor",
            "eyfs-strength",
            "Balance on one foot, holding a wall or a partner's hand, then let go for a moment.",
        ),
        ("creative", "eyfs-strength", "Make a statue of an animal or a character and keep it still."),
    ],
    "p0u5": [
        ("motor", "eyfs-energy", "Throw a beanbag underarm into a big hoop from three steps away."),
        ("motor", "eyfs-strength", "Bounce and catch a large ball with two hands, once and then twice."),
        ("motor", "eyfs-energy", "Kick a still ball forward with the inside of the foot."),
        ("healthy", "eyfs-energy", "Say that their heart beats faster and they feel warm after running games."),
    ],
    "p0u6": [
        ("motor", "eyfs-energy", "Run, hop, jump and skip when the move is called."),
        ("motor", "eyfs-space", "Weave in and out of cones without knocking any over."),
        ("social", "eyfs-space", "Play a chasing game fairly: freeze when tagged and help free friends."),
    ],
    # Year 1
    "p1u1": [
        ("motor", "ks1-movements", "Walk along a line heel to toe with a still head and arms out."),
        ("motor", "ks1-movements", "Travel, stop and freeze on a signal with soft knees and no wobble."),
        ("motor", "ks1-movements", "Change direction and hop a few times while staying steady."),
        ("cognitive", "ks1-movements", "Say what helps them keep balance on the move: eyes up, arms out, small steps."),
    ],
    "p1u2": [
        ("motor", "ks1-movements", "Roll a ball underarm along the ground so it reaches a partner five metres away."),
        ("motor", "ks1-movements", "Throw a beanbag underarm into a hoop, stepping with the opposite foot."),
        ("rules", "ks1-games", "Send the ball to a teammate who is ready and calling, not to whoever is nearest."),
        ("social", "ks1-games", "Take turns to send and collect in a small group, counting the group's score."),
    ],
    "p1u3": [
        ("motor", "ks1-movements", "Move forwards, backwards and sideways on the balls of the feet."),
        ("motor", "ks1-movements", "Stop in two steps with a low, wide base when the teacher calls."),
        ("rules", "ks1-games", "Dodge a tagger by changing direction into space."),
    ],
    "p1u4": [
        ("motor", "ks1-movements", "Lean on a partner, palm to palm, and hold a shared balance for three seconds."),
        ("social", "ks1-movements", "Agree with a partner when to lean and when to come back up, using a count."),
        (
            "personal",
            "ks1-movements",
            "Keep their partner safe by moving slowly and letting go only when both are steady.",
        ),
    ],
    "p1u5": [
        ("motor", "ks1-movements", "Jump from two feet to two feet and land softly with bent knees."),
        ("motor", "ks1-movements", "Show the five basic jumps: two to two, two to one, one to two, hop and leap."),
        ("cognitive", "ks1-movements", "Tell a partner which jump went furthest and why arm swing helped."),
    ],
    "p1u6": [
        ("motor", "ks1-movements", "Chase a rolling ball, get in front of it and stop it with hands or feet."),
        ("motor", "ks1-movements", "Collect a moving ball and return it with an underarm roll to a partner."),
        ("rules", "ks1-games", "Get to the ball first in a one-against-one race while keeping to their lane."),
        ("healthy", "ks1-games", "Keep going in a two-minute chasing game and say how their body feels after."),
    ],
    # Year 2
    "p2u1": [
        ("motor", "ks1-movements", "Travel along a bench or raised line, turn at the end and come back steady."),
        ("motor", "ks1-movements", "Carry a beanbag on the head or back of the hand while changing speed."),
        ("motor", "ks1-movements", "Land from a hop on one foot and hold the landing for three seconds."),
        ("cognitive", "ks1-movements", "Choose a harder or easier route on an obstacle course and explain the choice."),
    ],
    "p2u2": [
        ("motor", "ks1-movements", "Throw overarm at a large target, pointing at it with the non-throwing hand."),
        ("motor", "ks1-movements", "Send a ball with a chest pass and a bounce pass to a partner who catches it."),
        ("rules", "ks1-games", "Choose the pass that gets past a defender in a two-against-one game."),
        ("social", "ks1-games", "Give a partner one tip about their throw and take one back."),
    ],
    "p2u3": [
        ("motor", "ks1-movements", "Side-step, skip and gallop with rhythm through a ladder or line of spots."),
        ("motor", "ks1-movements", "Push off the outside foot to change direction sharply around a cone."),
        ("rules", "ks1-games", "Fake one way and go the other to get past a defender in a tag game."),
        ("healthy", "ks1-games", "Warm up by themselves with footwork they know and say why they warm up."),
    ],
    "p2u4": [
        ("motor", "ks1-movements", "Make a counter balance and a counter tension with a partner and hold it still."),
        ("creative", "ks1-movements", "Link two partner balances with a travel to make a short sequence."),
        ("social", "ks1-movements", "Work in a three to build a group balance where everyone takes some weight."),
    ],
    "p2u5": [
        ("motor", "ks1-movements", "Take off from one foot and land on two for distance after a short run."),
        ("motor", "ks1-movements", "Jump for height with a two-footed take-off, arms driving up, and land in balance."),
        ("motor", "ks1-movements", "Link three different jumps in a row, keeping the rhythm between them."),
        ("personal", "ks1-games", "Measure their standing jump and try to beat it later in the unit."),
    ],
    "p2u6": [
        ("motor", "ks1-movements", "Track a bouncing ball and catch it after one bounce."),
        ("rules", "ks1-games", "Cover space as a fielding pair so a rolled ball does not get past."),
        ("rules", "ks1-games", "Return the ball quickly to a catcher standing by a base."),
        ("social", "ks1-games", "Call 'mine' or 'yours' so a pair does not both chase the same ball."),
    ],
    # Year 3
    "p3u1": [
        ("motor", "ks2-running", "Pass and receive with hands on the move, stepping towards the ball to catch it."),
        ("rules", "ks2-games", "Move into space away from a defender to get free for a pass."),
        ("rules", "ks2-games", "Mark a player as a defender and try to intercept or block the pass."),
        ("social", "ks2-games", "Keep the rules of a small-sided game without an adult, settling disputes fairly."),
    ],
    "p3u2": [
        ("motor", "ks2-running", "Hit a ball with a racket or hand after one bounce, on the forehand side."),
        ("rules", "ks2-games", "Send the ball over a low net into space away from the other player."),
        ("rules", "ks2-games", "Get back to a ready position in the middle of the court after each shot."),
    ],
    "p3u3": [
        ("cognitive", "ks2-oaa", "Orient a simple map of the playground and follow it to find markers."),
        ("social", "ks2-oaa", "Share out roles in a team problem-solving challenge and agree a plan."),
        ("personal", "ks2-oaa", "Keep trying a challenge after a first attempt fails, changing one thing."),
    ],
    "p3u4": [
        ("motor", "ks2-running", "Run at different speeds, and know when to sprint and when to pace over longer runs."),
        ("motor", "ks2-running", "Throw a foam javelin and a beanbag push-throw, using the legs and arms together."),
        ("motor", "ks2-running", "Jump for distance with a standing broad jump and a hop-step-jump."),
        ("personal", "ks2-compare", "Record their own times and distances and note which one improved."),
    ],
    "p3u5": [
        (
            "motor",
            "ks2-flexibility",
            "Perform a pike, tuck, straddle and straight shape with tension in a roll or jump.",
        ),
        ("motor", "ks2-flexibility", "Hold a balance on large and small body parts and move out of it with control."),
        (
            "creative",
            "ks2-flexibility",
            "Link a balance, a roll and a jump into a sequence with a clear start and finish.",
        ),
    ],
    "p3u6": [
        ("motor", "ks2-running", "Strike a ball from a tee into space with a bat, side on to the target."),
        ("rules", "ks2-games", "Field as a team, backing up the player who stops the ball."),
        ("rules", "ks2-games", "Decide as a batter whether to run or stay by watching where the ball goes."),
    ],
    # Year 4
    "p4u1": [
        ("motor", "ks2-running", "Dribble a ball with the feet in small touches, keeping it close while looking up."),
        ("rules", "ks2-games", "Use width and depth as a team to create passing options."),
        ("rules", "ks2-games", "Defend as a team by tracking a player and closing the space in front of the end zone."),
        ("social", "ks2-games", "Encourage teammates by name and praise a good pass, not just a score."),
    ],
    "p4u2": [
        ("motor", "ks2-running", "Play a forehand and a backhand return after a bounce, keeping a rally going."),
        ("motor", "ks2-running", "Serve underarm into the opponent's court to start a rally."),
        ("rules", "ks2-games", "Move an opponent around the court to open space for a winning shot."),
        ("cognitive", "ks2-games", "Keep score in a short game and know the rules of a let and an out ball."),
    ],
    "p4u3": [
        ("cognitive", "ks2-oaa", "Use a map key and compass points to plan a route between controls."),
        ("social", "ks2-oaa", "Lead a partner who is blindfolded through a safe trail using clear words."),
        ("personal", "ks2-oaa", "Judge a risk in an outdoor challenge and say how they kept themselves safe."),
    ],
    "p4u4": [
        ("motor", "ks2-running", "Sprint from a crouch start, driving the arms and staying on the balls of the feet."),
        ("motor", "ks2-running", "Hand over a baton in a relay changeover zone at speed."),
        ("motor", "ks2-running", "Throw a howler or vortex with a long pull-back and a high release."),
        ("healthy", "ks2-compare", "Pace an 800 m run and say how their breathing and heart rate changed."),
    ],
    "p4u5": [
        ("motor", "ks2-flexibility", "Perform forward, backward and teddy bear rolls, ending in a balanced shape."),
        (
            "motor",
            "ks2-flexibility",
            "Travel on apparatus using a bunny hop, a cat spring and a jump off with a shape.",
        ),
        ("creative", "ks2-flexibility", "Build a partner sequence using matching and mirroring with changes of level."),
        ("social", "ks2-flexibility", "Carry and set up apparatus safely with a group, following the class plan."),
    ],
    "p4u6": [
        ("motor", "ks2-running", "Bowl underarm at a target with a straight arm and a step on the opposite foot."),
        ("motor", "ks2-running", "Catch a high ball with fingers up and a long barrier to stop a ground ball."),
        ("rules", "ks2-games", "Place fielders to cover the spaces where a batter is most likely to hit."),
    ],
    # Year 5
    "p5u1": [
        (
            "rules",
            "ks2-games",
            "Explain the shared principles of invasion and net games: space, possession and scoring.",
        ),
        ("motor", "ks2-running", "Pass accurately under pressure in both invasion and net and wall games."),
        ("personal", "ks2-games", "Reflect on which game type suits them and set a target to improve the other."),
    ],
    "p5u1a": [
        ("motor", "ks2-running", "Send a one-handed and a bounce pass to a teammate moving into space."),
        (
            "rules",
            "ks2-games",
            "Get free with a dodge and a lead, and use the give-and-go to beat a defender in a 3v2.",
        ),
        ("rules", "ks2-games", "Switch quickly from attack to defence when the ball is lost."),
        ("cognitive", "ks2-games", "Plan a set play for a restart and talk it through with the team."),
    ],
    "p5u1b": [
        ("motor", "ks2-running", "Volley a ball with a set shot (fingers) and a dig (forearms) to a partner."),
        ("rules", "ks2-games", "Play a three-touch rally as a team: receive, set, send."),
        ("rules", "ks2-games", "Aim the send into the deep corners or short behind the net."),
    ],
    "p5u2": [
        ("motor", "ks2-running", "Play an overhead shot and a drop shot in a racket game."),
        ("rules", "ks2-games", "Play doubles, covering the court side by side and front and back."),
        ("cognitive", "ks2-games", "Spot an opponent's weaker side and aim shots at it."),
    ],
    "p5u3": [
        ("cognitive", "ks2-oaa", "Orienteer a score course, choosing an order of controls to score the most points."),
        ("social", "ks2-oaa", "Take a role in a team (leader, navigator, timekeeper) and swap roles fairly."),
        ("personal", "ks2-oaa", "Stay calm under time pressure and keep the team on task."),
    ],
    "p5u4": [
        ("motor", "ks2-running", "Combine a run-up and take-off in the long jump and triple jump."),
        ("motor", "ks2-running", "Throw a shot (bean bag or soft shot) with a push from the neck, not a throw."),
        ("healthy", "ks2-compare", "Warm up for running, jumping and throwing events with the right muscles in mind."),
    ],
    "p5u4a": [
        ("motor", "ks2-running", "Run over low hurdles with a three-stride rhythm and a lead leg."),
        ("motor", "ks2-running", "Pace a 600 m run evenly, checking split times each lap."),
        ("personal", "ks2-compare", "Compare this term's results with last term's and set a personal best target."),
    ],
    "p5u4b": [
        ("motor", "ks2-running", "Send a ball or boule to a target with a smooth underarm swing, controlling weight."),
        ("rules", "ks2-games", "Choose when to block an opponent's path and when to go for the target."),
        ("cognitive", "ks2-games", "Score a game of boccia or kurling and explain the rules to a newcomer."),
    ],
    "p5u5": [
        (
            "motor",
            "ks2-flexibility",
            "Perform a cartwheel or round-off progression with straight legs and hands in line.",
        ),
        ("motor", "ks2-flexibility", "Use a springboard to jump with a shape, landing safely on a mat."),
        ("creative", "ks2-flexibility", "Compose a group sequence using canon and unison, with counter balances."),
        ("cognitive", "ks2-compare", "Judge a sequence against agreed criteria and suggest one improvement."),
    ],
    "p5u6": [
        ("motor", "ks2-running", "Bowl overarm with a straight arm from a short run-up."),
        ("motor", "ks2-running", "Hit a bowled ball with a straight bat, front foot towards the ball."),
        ("rules", "ks2-games", "Choose where to throw the ball in the field to run out a batter."),
        ("social", "ks2-games", "Umpire a short game, calling no-balls and outs clearly and fairly."),
    ],
    # Year 6
    "p6u1": [
        ("rules", "ks2-games", "Compare tactics across invasion, net and target games and pick one for a match."),
        ("social", "ks2-games", "Captain a team: pick positions, give roles and keep everyone involved."),
        ("healthy", "ks2-games", "Lead a warm-up for their team that suits the game they are about to play."),
    ],
    "p6u1a": [
        ("motor", "ks2-running", "Keep possession in 4v4 tag rugby with short backward passes and quick support runs."),
        ("rules", "ks2-games", "Move up together as a defensive line to tag the carrier and win the ball back."),
        (
            "rules",
            "ks2-games",
            "Choose between marking a player and guarding a channel, using a tally of the game, and say why.",
        ),
        (
            "social",
            "ks2-games",
            "Referee a small-sided game, calling tags, forward passes and tries clearly and fairly.",
        ),
    ],
    "p6u1b": [
        ("motor", "ks2-running", "Serve overarm into court and return serve with control."),
        ("rules", "ks2-games", "Attack the net in doubles after a deep shot, and cover the lob."),
        ("cognitive", "ks2-games", "Officiate a net game, keeping score and explaining decisions."),
    ],
    "p6u1c": [
        ("motor", "ks2-running", "Putt and chip in a golf-style game with a steady pendulum swing."),
        ("rules", "ks2-games", "Play the percentage shot when behind and the safe shot when ahead."),
        ("personal", "ks2-compare", "Track their scores over a round and compare them with their first round."),
    ],
    "p6u2": [
        ("motor", "ks2-running", "Use a full range of shots (drive, volley, smash) in a rally."),
        ("rules", "ks2-games", "Build a point: move the opponent wide before attacking the open court."),
        ("personal", "ks2-games", "Keep their composure after losing a point and reset for the next one."),
    ],
    "p6u3": [
        ("cognitive", "ks2-oaa", "Navigate an unfamiliar site with a map and compass, setting the map by the compass."),
        ("social", "ks2-oaa", "Plan and lead a trail or challenge for younger pupils, with safety rules."),
        ("personal", "ks2-oaa", "Evaluate the team's decisions after a challenge and say what they would change."),
    ],
    "p6u4": [
        (
            "motor",
            "ks2-running",
            "Choose and practise an event, refining its technique from video or a partner's notes.",
        ),
        ("healthy", "ks2-compare", "Train for an event over several weeks and say what made the difference."),
        ("personal", "ks2-compare", "Achieve a personal best in a chosen event and record it."),
        ("social", "ks2-games", "Run an athletics event as an official: timekeeper, measurer or starter."),
    ],
    "p6u5": [
        (
            "motor",
            "ks2-flexibility",
            "Perform a handstand (against the wall or with a spotter) and a controlled roll out.",
        ),
        ("motor", "ks2-flexibility", "Use flight from apparatus with a shape, twist or turn and land with control."),
        (
            "creative",
            "ks2-flexibility",
            "Compose and perform a group sequence with apparatus, varying speed, level and direction.",
        ),
        ("cognitive", "ks2-compare", "Use a scoring sheet to judge execution and composition of another group."),
    ],
    "p6u6": [
        ("motor", "ks2-running", "Strike a bowled ball into a chosen space, on the off side or the leg side."),
        ("rules", "ks2-games", "Set a field to suit the batter and the bowler's plan."),
        ("rules", "ks2-games", "Run between wickets or bases calling 'yes', 'no' or 'wait'."),
        ("social", "ks2-games", "Play in a rounders or cricket tournament that the class runs itself."),
    ],
    "p6u6a": [
        ("motor", "ks2-running", "Bowl with accuracy to a line and length, varying speed."),
        ("rules", "ks2-games", "Back up throws and relay the ball in from the deep field."),
        ("cognitive", "ks2-games", "Work out the batting order and bowling changes with the team."),
    ],
    "p6u6b": [
        ("cognitive", "ks2-oaa", "Solve a multi-stage team challenge with limited kit and time."),
        ("social", "ks2-oaa", "Listen to every idea before the team chooses one, and share the jobs."),
        ("healthy", "ks2-oaa", "Check the space, kit and weather before an outdoor task and adapt the plan."),
    ],
    "p6u6c": [
        ("motor", "ks2-flexibility", "Perform a headstand or shoulder stand with a straight body and a safe way down."),
        ("creative", "ks2-flexibility", "Adapt a sequence from the floor onto apparatus, keeping its theme."),
        ("personal", "ks2-compare", "Film their sequence, compare it with an earlier version and say what improved."),
    ],
}
