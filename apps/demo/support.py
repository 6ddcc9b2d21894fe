"""Demo help pages for the support area: real help for this product (signing in,
inviting staff, home learning, BURSTS for parents, FAQs), with a document and a video
committed under apps/support/static/support/demo/. Idempotent: pages are found by path
and their blocks replaced."""

from django.db import transaction
from django.templatetags.static import static

from apps.support.models import SupportBlock, SupportDocument, SupportLink, SupportPage, SupportVideo
from apps.support.services import page_reindex

CHECKLIST = "support/demo/getting-started-checklist.pdf"
VIDEO = "support/demo/inviting-staff.webm"
POSTER = "support/demo/inviting-staff.jpg"


def text(label, html):
    return {"kind": "text", "label": label, "text": html}


def faq(question, answer):
    return {"kind": "faq", "label": question, "text": answer}


def links(label, items, html=""):
    return {"kind": "links", "label": label, "text": html, "links": items}


def documents(label, items, html=""):
    return {"kind": "documents", "label": label, "text": html, "documents": items}


def videos(label, items, html=""):
    return {"kind": "videos", "label": label, "text": html, "videos": items}


SIGNING_IN = [
    text(
        "Signing in",
        "<p>Sign in at the sign-in page with the <strong>email address your invitation was sent to</strong> "
        "and your password. Children using home learning sign in with the <strong>username</strong> their "
        "school gave them instead of an email address.</p>"
        "<p>Your password needs a capital letter, a number and one of these characters: ! ? * ) ( &amp; % @ £.</p>",
    ),
    faq(
        "I have forgotten my password",
        "<p>Choose <em>Forgotten your password?</em> on the sign-in page and enter your email address. "
        "We email you a link to set a new password; the link works once and expires, so always use the "
        "most recent email.</p>",
    ),
    faq(
        "It says I have not completed registration",
        "<p>Your invitation was never accepted. Choose <em>Send a new invite</em> and follow the link "
        "in the new email to set your password.</p>",
    ),
    faq(
        "It says my access has been frozen or has expired",
        "<p>Your school's membership needs attention. Ask your school admin or business manager to contact "
        "us; once the membership is renewed you can sign in straight away.</p>",
    ),
]

INVITING = [
    text(
        "Who can invite staff",
        "<p>School admins with a full membership invite colleagues from <strong>My Account › Users</strong>. "
        "If your school is synced with its MIS, invite staff from the <em>Sync Users</em> list instead so their "
        "details stay up to date.</p>",
    ),
    videos(
        "Watch: inviting your staff",
        [{"title": "Inviting your staff (under a minute)", "url": VIDEO, "poster": POSTER}],
    ),
    text(
        "Step by step",
        "<ol><li>Open <strong>My Account</strong> and choose <strong>Users</strong>.</li>"
        "<li>Choose <strong>Invite users</strong>.</li>"
        "<li>Paste one or more school email addresses, separated by spaces, commas or new lines.</li>"
        "<li>Choose <strong>Admin</strong> for colleagues who will manage users, or <strong>User</strong>.</li>"
        "<li>Send. Each colleague gets an email with a link to set their password.</li></ol>",
    ),
    faq(
        "Why was an email address refused?",
        "<p>Invitations go to school addresses only: personal accounts (such as Gmail) and shared mailboxes "
        "like head@ or info@ are refused so that each login belongs to one member of staff.</p>",
    ),
    faq(
        "A colleague did not get their invitation",
        "<p>Ask them to check their junk folder, then use <em>Resend invite</em> on their card in the Invited "
        "list. Invitations expire, so resending is always safe.</p>",
    ),
]

FAQS = [
    faq(
        "Which year groups can I see?",
        "<p>Your school's membership sets the programmes and years you can open. Programmes you cannot open "
        "appear greyed out in the product menu; your school admin can see the licences under My Account.</p>",
    ),
    faq(
        "How do I choose an ability for a gym or dance unit?",
        "<p>The first time you open a gym or dance lesson we ask you to pick an ability level for the class. "
        "Your choice is remembered for that unit and you can change it from the lesson page at any time.</p>",
    ),
    faq(
        "Can I show lessons on the classroom screen?",
        "<p>Yes. Switch the view toggle in the title bar from <em>Planning</em> to <em>Teaching</em> to get the "
        "pupil view, made for a projector: large text, the step video and the music player.</p>",
    ),
    faq(
        "How do bookmarks work?",
        "<p>Open the Bookmarks menu in the header on any unit or lesson and choose <em>Bookmark this page</em>. "
        "The menu also shows the page you last visited so you can carry on where you left off.</p>",
    ),
    faq(
        "How do I change my email address?",
        "<p>Go to <strong>My Profile</strong>. If your school is synced with its MIS, your name and email come "
        "from the MIS and your school office changes them there.</p>",
    ),
]

PLANNING = [
    text(
        "Planning a unit",
        "<p>Each unit page is a medium-term plan: the learning goals, the six lessons with a preview of their "
        "parts, and buttons for the printable plan and the Knowledge Organiser.</p>"
        "<p>Open a lesson for its planning view: learning goals and points, equipment, organisation and "
        "teaching tips for every part.</p>",
    ),
    links(
        "Useful pages",
        [{"title": "Your curriculum dashboard", "url": "/real"}, {"title": "PE FAQs", "url": "/support/faqs"}],
    ),
]

MEMBERSHIP = [
    faq(
        "When does our membership renew?",
        "<p>School admins see each licence with its start and end dates under <strong>My Account</strong>. "
        "We contact your finance contact before the renewal date.</p>",
    ),
    faq(
        "We are on a trial: how do we join?",
        "<p>Admins on a trial see <strong>Purchase</strong> on the dashboard. Choose the length of membership, "
        "add your finance contact and an optional PO number, and we will send the invoice.</p>",
    ),
]

BURSTS = [
    text(
        "What BURSTS is",
        "<p>BURSTS gets children moving with short bursts of activity. Children earn XP and level up; teachers "
        "follow active minutes and behaviour points for their class, and parents can join in at home.</p>",
    ),
    links(
        "Get going",
        [
            {"title": "Open BURSTS", "url": "/bursts"},
            {"title": "BURSTS FAQs", "url": "/support/bursts/faqs"},
            {"title": "BURSTS for parents", "url": "/support/bursts/parents"},
        ],
    ),
]

BURSTS_FAQS = [
    faq(
        "How do I add my class?",
        "<p>If your school is synced, choose <em>Sync Class</em> and pick the registration class from your MIS. "
        "Otherwise create a class and add children by name.</p>",
    ),
    faq(
        "Why can't I see BURSTS?",
        "<p>Your school needs a BURSTS licence, and synced schools also approve BURSTS on Wonde. Your school "
        "admin will see a message saying which of these is missing.</p>",
    ),
    faq(
        "How are active minutes counted?",
        "<p>Every activity a child completes adds its time. Totals are shown in whole minutes for the class "
        "and the school year, from August to August.</p>",
    ),
]

PARENTS = [
    text(
        "BURSTS at home",
        "<p>Parents and carers are invited as <strong>contacts</strong> of a child. The invitation email has a "
        "link to verify the email address and set a password for the BURSTS app, made for 4 to 7 year olds.</p>",
    ),
    faq(
        "I did not receive an invitation",
        "<p>Ask your child's class teacher to check your email address on the child's contacts and to re-invite "
        "you. Teachers can re-invite a class once a day.</p>",
    ),
    faq(
        "The link in my email has expired",
        "<p>Links work for a limited time. Ask the school to send a new invitation and use the most recent email.</p>",
    ),
]

HOME_SETUP = [
    text(
        "Setting up home learning",
        "<p>School admins add children under <strong>My Account › Home Learning</strong>: type names in, or "
        "import a CSV or Excel file with first name, last name and class. Each child gets a username and a "
        "password to take home.</p>",
    ),
    faq(
        "What goes in the import file?",
        "<p>One child per row with the columns first name, last name and group (the class, optional). "
        "Files must be CSV, TXT or XLSX and smaller than 50 KB.</p>",
    ),
    faq(
        "A family has lost their login",
        "<p>Open the child in Home Learning and choose <em>New password</em>. Print or copy the new details for "
        "the family.</p>",
    ),
]

FAMILIES = [
    text(
        "For families",
        "<p>Sign in with the username and password from your child's school. You will find themes for EYFS and "
        "Key Stage 1 and movement skills for Key Stage 2, each with videos, songs and games to play together.</p>",
    ),
]

HOME_LEARNING = [
    text(
        "Home learning",
        "<p>Home learning gives every child a login of their own to move, dance and play at home with their "
        "family: themes with videos and songs for EYFS and Key Stage 1, and movement skills for Key Stage 2.</p>"
        "<p>School admins set up the logins; families sign in with the username and password the school "
        "gives them.</p>",
    ),
    links(
        "Help with home learning",
        [
            {"title": "Setting up home learning", "url": "/support/daily/setting-up"},
            {"title": "For families", "url": "/support/daily/families"},
        ],
    ),
]

PARTNER = [
    text(
        "Partner support",
        "<p>As a partner you can open every programme to plan training and support your schools. Use the "
        "account pages to check a school's licences before a visit.</p>",
    ),
    documents("Downloads", [{"title": "Getting started checklist", "url": CHECKLIST}]),
]

LEADERS = [
    text(
        "Leader training guide",
        "<p>Real Leaders trains pupils in Years 5 and 6 to lead activities for younger children at break and "
        "lunch. Work through the sessions in order; each ends with the leaders running a game themselves.</p>",
    ),
]

GETTING_STARTED = [
    text(
        "Welcome",
        "<p>Everything you need for your first week: signing in, inviting colleagues, finding your way around "
        "the programmes and setting up home learning.</p>",
    ),
    documents("Downloads", [{"title": "Getting started checklist", "url": CHECKLIST}]),
    videos("Video guides", [{"title": "Inviting your staff (under a minute)", "url": VIDEO, "poster": POSTER}]),
    links(
        "Next steps",
        [{"title": "Update my profile", "url": "/profile"}, {"title": "PE FAQs", "url": "/support/faqs"}],
    ),
]

# (slug, title, audience, summary, blocks, children). "daily" is the home product's help
# (spec 1 §3: daily maps to home), the link /support/daily of the home programme's menu.
PAGES = [
    ("getting-started", "Getting started", "", "Your first week with the platform.", GETTING_STARTED, [
        ("signing-in", "Signing in and passwords", "", "Sign-in problems and password resets.", SIGNING_IN),
        ("inviting-staff", "Inviting staff", "", "Give colleagues their own login.", INVITING),
    ]),
    ("faqs", "PE FAQs", "", "Answers to the questions teachers ask most.", FAQS, [
        ("planning", "Planning and teaching lessons", "core", "Units, lessons and the pupil view.", PLANNING),
        ("membership", "Membership and renewals", "", "Licences, trials and renewing.", MEMBERSHIP),
    ]),
    ("bursts", "BURSTS", "bursts", "Classes, children, XP and parents.", BURSTS, [
        ("faqs", "BURSTS FAQs", "bursts", "Classes, access and active minutes.", BURSTS_FAQS),
        ("parents", "BURSTS for parents", "bursts", "How parents and carers join in.", PARENTS),
    ]),
    ("daily", "Home learning", "daily", "Logins for children and help for families.", HOME_LEARNING, [
        ("setting-up", "Setting up home learning", "daily", "Adding and importing children.", HOME_SETUP),
        ("families", "For families", "daily", "What children find at home.", FAMILIES),
    ]),
    ("leaders", "Real Leaders", "leaders", "Training young leaders in Years 5 and 6.", LEADERS, []),
    ("partner", "Partner support", "partner", "For partner organisations.", PARTNER, []),
]  # fmt: skip


def _page(slug, title, audience, summary, blocks, *, parent=None, position=0):
    page, _ = SupportPage.objects.update_or_create(
        parent=parent,
        slug=slug,
        defaults={"title": title, "product": audience, "summary": summary, "position": position},
    )
    page.blocks.all().delete()
    for index, spec in enumerate(blocks):
        block = SupportBlock.objects.create(
            page=page, kind=spec["kind"], label=spec["label"], text=spec["text"], position=index
        )
        for i, item in enumerate(spec.get("links", [])):
            SupportLink.objects.create(block=block, position=i, **item)
        for i, item in enumerate(spec.get("documents", [])):
            SupportDocument.objects.create(block=block, position=i, title=item["title"], url=static(item["url"]))
        for i, item in enumerate(spec.get("videos", [])):
            SupportVideo.objects.create(
                block=block, position=i, title=item["title"], url=static(item["url"]), poster=static(item["poster"])
            )
    page_reindex(page=page)
    return page


# Demo folders of earlier seeds, now at other addresses: "Getting started" was at
# /support/daily, the home-learning help at /support/home-learning.
RETIRED = ["home-learning"]


@transaction.atomic
def seed_support():
    SupportPage.objects.filter(parent=None, slug__in=RETIRED).delete()
    SupportPage.objects.filter(parent__parent=None, parent__slug="daily").exclude(
        slug__in=[c[0] for p in PAGES if p[0] == "daily" for c in p[5]]
    ).delete()
    for position, (slug, title, audience, summary, blocks, children) in enumerate(PAGES):
        folder = _page(slug, title, audience, summary, blocks, position=position)
        for child_position, (c_slug, c_title, c_audience, c_summary, c_blocks) in enumerate(children):
            _page(c_slug, c_title, c_audience, c_summary, c_blocks, parent=folder, position=child_position)
