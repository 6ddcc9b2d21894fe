from django.urls import reverse

from apps.access import rules as can
from apps.access.entitlements import user_access
from apps.assessment.selectors import can_assess
from apps.dashboard.models import Alert, Highlight
from apps.myaccount.services.membership import trial_status


def dashboard_tiles(user):
    """The dashboard's tiles (spec 1 §2 "/"): programme, BURSTS, Learning Hub,
    highlights, Account, Refer a Friend or the trial box, and staff tiles."""
    tiles = [
        {"key": "real", "title": "PE", "text": "Plan and teach the PE curriculum.", "url": reverse("real")},
        {"key": "bursts", "title": "BURSTS", "text": "Classes, children and active minutes.", "url": reverse("bursts")},
        {
            "key": "learning",
            "title": "Learning Hub",
            "text": "Courses, community and micro learns.",
            "url": reverse("learning"),
        },
    ]
    if can_assess(user):  # issue 30: the real thing for schools with the programme
        tiles.append(
            {
                "key": "assessment",
                "title": "Assessment",
                "text": "Assess a lesson in a few taps; your classes' reports.",
                "url": reverse("assessment"),
            }
        )
    if can.can_manage_own_account(user):
        tiles.append(
            {
                "key": "account",
                "title": "Account",
                "text": "Users, training and home learning.",
                "url": reverse("my_account", args=["users"]),
            }
        )
    else:
        tiles.append(
            {"key": "account", "title": "Account", "text": "Your details and password.", "url": reverse("profile")}
        )
    if can.is_staff(user):
        tiles += [
            {
                "key": "accounts",
                "title": "Accounts",
                "text": "Find and manage member accounts.",
                "url": reverse("accounts"),
            },
            {
                "key": "user_search",
                "title": "User Search",
                "text": "Find a user or parent.",
                "url": reverse("user_search"),
            },
            {"key": "create", "title": "Create", "text": "Internal staff users.", "url": reverse("staff_users")},
        ]
    return tiles


def dashboard_extras(user):
    access = user_access(user)
    trial_end = access.trial_expiry.get("pe")
    return {
        "alerts": list(Alert.objects.filter(active=True)),
        "highlights": [_highlight(h) for h in Highlight.objects.filter(active=True)],
        "show_refer": access.has_full_pe,
        "referral_count": _referral_count(user) if access.has_full_pe else 0,
        "trial_end": trial_end if not access.has_full_pe else None,
        "trial_box": trial_status(user),  # days left or ended, Purchase and End trial (My Account)
    }


def _referral_count(user):
    from apps.access.scoping import referrals_for

    return referrals_for(user).filter(account_id=user.account_id).count() if user.account_id else 0


def _highlight(highlight):
    """A highlight as the carousel island's props; the picture is a static path or a URL."""
    from django.templatetags.static import static

    image = highlight.image
    if image and not image.startswith(("/", "http://", "https://")):
        image = static(image)
    return {"title": highlight.title, "link": highlight.link, "url": highlight.url, "image": image}


def guide_videos(user):
    """The dashboard Guide's videos, by the spec's keys: welcome, the product, bursts and
    learning, each its own narrated guide with its captions (apps/core/guides)."""
    from apps.core.guides import guide

    videos = [guide("welcome", "Welcome"), guide("pe", "PE")]
    if user_access(user).has_bursts:
        videos.append(guide("bursts", "BURSTS"))
    videos.append(guide("learning", "Learning Hub"))
    return videos
