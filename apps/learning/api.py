"""Learning Hub calls of spec 2 §7: the micro learn entries, for the same users and from
the same selector as /learning/micro. Categories come first with their storylines as
children; storylines without a (published) category follow at the top level, which the
page lists under 'No Category'. An empty list when there are none or they cannot be read
(the page then says "No learning could be found")."""

from ninja import Router

from apps.access import rules as can
from apps.access.guard import allow
from apps.core.html import clean_html
from apps.learning import selectors
from apps.learning.schemas import MicroLearnOut

router = Router(tags=["learning"])
FORBIDDEN = "You do not have access to the Learning Hub."


def _entry(entry, children=()):
    return {
        "id": entry.pk,
        "type": entry.type,
        "title": entry.title,
        "url": entry.url,
        "images": [{"url": i.href, "alt": i.alt} for i in entry.images.all()],
        "text": str(clean_html(entry.text)),
        "time": entry.time,
        "children": [_entry(c) for c in children],
    }


@router.get("/micro", response=list[MicroLearnOut])
def micro(request):
    allow(can.can_open_learning_hub, request, message=FORBIDDEN)
    out = []
    for group in selectors.micro_learn_groups():
        if group.category is None:
            out += [_entry(e) for e in group.entries]
        else:
            out.append(_entry(group.category, group.entries))
    return out
