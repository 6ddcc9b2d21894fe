"""The dashboard's demo alerts and Member Highlights (spec 1 §3 Dashboard content)."""

from apps.dashboard.models import Alert, Highlight

ALERTS = [
    {"text": "New dance units for Years 5 and 6 are live.", "url": "/real", "link": "Take a look"},
    {
        "text": "Book a place on the spring CPD day for PE leads.",
        "url": "/learning",
        "link": "See the courses",
        "new_window": True,
    },
]
HIGHLIGHTS = [
    {
        "title": "How Oakfield got every child active for 60 minutes",
        "url": "/learning",
        "image": "dashboard/highlights/active-60.svg",
    },
    {"title": "Five warm-ups your class will love", "url": "/learning", "image": "dashboard/highlights/warm-ups.svg"},
    {
        "title": "A sports day every child finishes smiling",
        "url": "/learning",
        "image": "dashboard/highlights/sports-day.svg",
    },
]


def seed_dashboard():
    """Idempotent: adds what is missing, by text or title."""
    for sort, alert in enumerate(ALERTS):
        Alert.objects.get_or_create(text=alert["text"], defaults={**alert, "sort": sort})
    for sort, highlight in enumerate(HIGHLIGHTS):
        Highlight.objects.update_or_create(title=highlight["title"], defaults={**highlight, "sort": sort})
