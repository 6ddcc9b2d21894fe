"""What each guide says and shows (scripts/media/make_guides.py makes the videos from it).

A guide is a list of slides; a slide is a page of the demo site as one persona sees it, the
part of the screen it talks about (a CSS selector, outlined on the slide), a caption shown
on the slide, and the sentences the voice says (each sentence is one WebVTT cue).
`path` may go on with " >> selector" steps: each clicks the first match and waits.
`open` clicks a selector on the page before the picture (a dialog, a menu).
The words are the platform's own (spec 1 and 2, the pages' headings and buttons)."""

ADMIN = "admin@oakfield.example.com"
TEACHER = "teacher@oakfield.example.com"
HOME_CHILD = "oakfield-home1"  # a home-learning child: /home as families see it
SUPER = "super@example.com"  # sees every product (PE Foundations and Real Play are not Oakfield's)


def slide(path, target, caption, *lines, open=None, persona=None):  # noqa: A002 (the word the slides use)
    return {"path": path, "target": target, "caption": caption, "lines": list(lines), "open": open, "persona": persona}


GUIDES = {
    "welcome": {
        "title": "Welcome",
        "persona": ADMIN,
        "slides": [
            slide(
                "/",
                ".page-head h1",
                "Your dashboard",
                "Welcome to the PE Platform.",
                "This is your dashboard: the page you see each time you sign in.",
            ),
            slide(
                "/",
                ".tiles",
                "One tile for each part of your membership",
                "Each tile opens one part of your membership.",
                "PE opens the curriculum, BURSTS your classes and their active minutes,",
                "and Learning Hub your courses, the community and micro learns.",
            ),
            slide(
                "/",
                "[data-tile=account]",
                "Account: users, training and home learning",
                "A school admin manages the school's users, training and home learning from Account.",
                "Teachers find their own details and password there.",
            ),
            slide(
                "/",
                "header",
                "The bar at the top is on every page",
                "The bar at the top is on every page.",
                "Bookmarks takes you back to pages you use often, Support has the help pages and FAQs,",
                "and More lists Users, Home Learning, Training and Sign Out.",
            ),
            slide(
                "/",
                ".page-head .button",
                "Guide: these videos, any time",
                "Press Guide on the dashboard to watch these guides again:",
                "Welcome, PE, BURSTS and Learning Hub.",
            ),
        ],
    },
    "pe": {
        "title": "Core PE",
        "persona": TEACHER,
        "slides": [
            slide(
                "/real",
                ".programme-tiles",
                "Curriculum: every programme you teach",
                "The Curriculum page shows every programme in your membership:",
                "Core PE, Real Gym, Real Dance, PE Foundations, Real Play, Real Leaders and PE Daily.",
            ),
            slide(
                "/real",
                ".year-filter",
                "Pick a year to see its programmes",
                "Pick a year, from EYFS to Year 6, to dim the programmes that do not teach it.",
                "Click the same year again to clear it.",
            ),
            slide(
                "/pe/year/3",
                ".choice-tiles",
                "Six units a year",
                "Core PE has six units a year.",
                "Open a year to see its units; each names its focus, such as Invasion or Net and Wall.",
            ),
            slide(
                "/pe/year/3 >> .choice-tile",
                ".lesson-rows",
                "The unit: your medium term plan",
                "A unit is your medium term plan: its learning goals and six lessons,",
                "each with a preview of its four parts.",
                "The buttons above open the document and the Knowledge Organiser, or print the plan.",
            ),
            slide(
                "/pe/year/3 >> .choice-tile >> .lesson-row__link",
                ".view-toggle",
                "Planning and Teaching",
                "A lesson opens in the Planning view, with learning goals, equipment, organisation and teaching tips.",
                "Switch to Teaching to put the pupils' screens on the projector, one part at a time.",
            ),
        ],
    },
    "gym": {
        "title": "Real Gym",
        "persona": ADMIN,
        "slides": [
            slide(
                "/gym",
                ".choice-tiles",
                "Real Gym: choose a year",
                "Real Gym has two gymnastics units a year, from EYFS to Year 6.",
                "Choose a year to see its units.",
            ),
            slide(
                "/gym/year/3",
                ".choice-tiles",
                "Two units a year",
                "Each unit is built on the gym cards: balance, shape, travel, flight and rotation.",
            ),
            slide(
                "/gym/year/3 >> .choice-tile",
                ".lesson-rows",
                "Six lessons in each unit",
                "The unit lists its learning goals, with the gym skills, and its six lessons.",
                "Open a lesson to plan it, then switch to Teaching to show the cards to the class.",
            ),
            slide(
                "/gym/year/3 >> .choice-tile >> .lesson-row__link",
                "#ability-choice",
                "Choose an ability",
                "The first time you open a lesson of a unit, choose the ability it works on:",
                "personal, social, cognitive, creative, physical or fitness.",
            ),
            slide(
                "/gym/year/3 >> .choice-tile >> .lesson-row__link >> #ability-choice .ability-button",
                ".planning",
                "Each card at three levels",
                "Each gym card has three levels: tricky, trickier and trickiest,",
                "so every pupil can work at the level that challenges them.",
            ),
        ],
    },
    "dance": {
        "title": "Real Dance",
        "persona": ADMIN,
        "slides": [
            slide(
                "/dance",
                ".choice-tiles",
                "Real Dance: one unit a year",
                "Real Dance has one dance unit a year, from EYFS to Year 6.",
                "Choose a year to open its unit.",
            ),
            slide(
                "/dance/year/4 >> .choice-tile",
                ".lesson-rows",
                "Explore, create and perform",
                "In each unit pupils explore, create and perform to music and video.",
                "The learning goals name the dance focus of the unit.",
            ),
            slide(
                "/dance/year/4 >> .choice-tile >> .lesson-row__link",
                ".view-toggle",
                "Teach it from the screen",
                "In Teaching view each part shows its video with the words in time,",
                "and the music player plays the lesson's playlist.",
            ),
        ],
    },
    "foundations": {
        "title": "PE Foundations",
        "persona": SUPER,
        "slides": [
            slide(
                "/foundations",
                ".intro",
                "PE Foundations: early years",
                "PE Foundations is for the early years.",
                "Its themes grow movement, language and confidence through play.",
            ),
            slide(
                "/foundations/themes",
                ".theme-menu",
                "The theme menu",
                "The theme menu shows every theme as a disc.",
                "Point at a disc to see its movement; press it to open the theme.",
            ),
            slide(
                "/foundations/themes",
                ".theme-dice",
                "Let the dice choose",
                "Or roll the dice to pick a theme at random.",
            ),
        ],
    },
    "play": {
        "title": "Real Play",
        "persona": SUPER,
        "slides": [
            slide(
                "/play",
                ".intro",
                "Real Play: clubs",
                "Real Play has club sessions of playful games and stories,",
                "for after-school and lunchtime clubs.",
            ),
            slide(
                "/play/club",
                "main",
                "Two units of six sessions",
                "Open the club to find its units, each with six sessions.",
            ),
            slide(
                "/play/club/unit/1/lesson/1",
                ".view-toggle",
                "Teacher and Family views",
                "Each session has a Teacher view for the leader of the club,",
                "and a Family view to share the games at home.",
            ),
        ],
    },
    "leaders": {
        "title": "Real Leaders",
        "persona": ADMIN,
        "slides": [
            slide(
                "/leaders",
                ".support-page",
                "Real Leaders",
                "Real Leaders trains Year 5 and 6 pupils to plan and lead active games for younger children.",
                "Start with the leader training guide,",
                "then use the leader cards, the training videos and the certificates.",
            ),
        ],
    },
    "home": {
        "title": "PE Daily",
        "persona": HOME_CHILD,
        "slides": [
            slide(
                "/home",
                ".choice-tiles",
                "PE Daily: daily activity at home",
                "PE Daily is daily activity at home, and this is what children see when they sign in.",
                "They choose EYFS and Key Stage 1 themes, or the Key Stage 2 movement skills.",
            ),
            slide(
                "/home/themes",
                ".theme-menu",
                "Twelve themes",
                "There are twelve themes, each with six ways to explore it.",
                "Press a disc to open a theme, or roll the dice for a random one.",
            ),
            slide(
                "/home/themes >> a.disc",
                "main",
                "Six ways to explore a theme",
                "A theme has a warm-up, a song, a story, a skill, a game and wider activities,",
                "each one a page to play together at home.",
            ),
            slide(
                "/home/funs",
                ".theme-menu",
                "Twelve movement skills",
                "Key Stage 2 children practise twelve movement skills and play five games.",
            ),
            slide(
                "/account/home",
                "main",
                "Home Learning: your children's accounts",
                "A school admin gives each child a home learning account on the Home Learning page of My Account:",
                "add or import children, export their usernames, and set a new password.",
                persona=ADMIN,
            ),
        ],
    },
    "bursts": {
        "title": "BURSTS",
        "persona": ADMIN,
        "slides": [
            slide(
                "/bursts/groups",
                "main",
                "BURSTS Classes",
                "BURSTS shows your classes, their children and their active minutes.",
                "Synced schools get their classes from the school's MIS.",
            ),
            slide(
                "/bursts/groups >> main a:has-text('Year 3 Owls')",
                ".bursts-main",
                "A class",
                "Open a class to see its active children.",
                "Add Child adds a child to the class, and Invite sends families their invite to the app.",
            ),
            slide(
                "/bursts/groups >> main a:has-text('Year 3 Owls')",
                ".bursts-side",
                "Teachers and awards",
                "The side of the page lists the class's teachers and its latest awards.",
            ),
            slide(
                "/bursts/year",
                "main",
                "Year to Date",
                "Year to Date shows the active minutes of the whole school by month,",
                "with filters for year group, pupil premium, SEN and more.",
            ),
        ],
    },
    "learning": {
        "title": "Learning Hub",
        "persona": TEACHER,
        "slides": [
            slide(
                "/learning",
                ".tiles",
                "Learning Hub",
                "The Learning Hub is your professional learning.",
                "Online Courses opens My Learning, Community the forum of teachers like you,",
                "and In School Support our training in your school.",
            ),
            slide(
                "/learning",
                "[data-tile=micro]",
                "Micro Learns",
                "Micro Learns are short bursts of professional learning.",
            ),
            slide(
                "/learning/micro",
                ".micro-group",
                "A few minutes each",
                "They are grouped by topic, and each says about how many minutes it takes.",
            ),
        ],
    },
    "users": {
        "title": "Users",
        "persona": ADMIN,
        "slides": [
            slide(
                "/account/users",
                "main h1",
                "Account Users",
                "Account Users lists everyone in your school: Active, Invited and Temporary users.",
            ),
            slide(
                "/account/users",
                ".user-group",
                "Active users",
                "Press a name to edit that user, their role and whether they are an admin.",
                "Delete removes a user who has left.",
            ),
            slide(
                "/account/users",
                "main a.button",
                "Sync Users",
                "A synced school's staff come from its MIS: press Sync Users to bring in new staff now.",
                "A school that is not synced invites its staff by email.",
            ),
            slide(
                "/account/users",
                "main a.button--secondary",
                "Select Many",
                "Select Many lets you choose several users, then Delete Selected.",
            ),
        ],
    },
    "training": {
        "title": "Training",
        "persona": ADMIN,
        "slides": [
            slide("/account/training", "main h1", "Training", "Training shows your school's training with us."),
            slide(
                "/account/training",
                "main",
                "My Learning, Scheduled, Pending, Completed",
                "My Learning lists courses you can open now;",
                "Scheduled, the sessions booked with a date; Pending, those still to be confirmed;",
                "and Completed, the training your staff have done.",
            ),
        ],
    },
}
