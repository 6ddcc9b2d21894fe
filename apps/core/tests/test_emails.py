"""The breakable_email filter (issue 20): an address wraps only before its @ and its dots."""

from django.template import Context, Template

from apps.core.templatetags.emails import breakable_email


def test_wbr_before_the_at_and_every_dot_only():
    assert breakable_email("admin@hazelwood.example.com") == (
        '<span class="email"><span>admin</span><wbr><span>@hazelwood</span><wbr>'
        "<span>.example</span><wbr><span>.com</span></span>"
    )
    # Each piece is unbreakable (.email > span: nowrap), so not after a hyphen either.
    assert breakable_email("a-b@c-d.uk") == (
        '<span class="email"><span>a-b</span><wbr><span>@c-d</span><wbr><span>.uk</span></span>'
    )
    assert breakable_email("no-at-sign") == '<span class="email"><span>no-at-sign</span></span>'
    assert breakable_email("") == "" and breakable_email(None) == ""


def test_the_address_is_escaped_first():
    rendered = Template("{% load emails %}{{ e|breakable_email }}").render(Context({"e": "<b>x</b>@a.b"}))
    assert rendered == (
        '<span class="email"><span>&lt;b&gt;x&lt;/b&gt;</span><wbr><span>@a</span><wbr><span>.b</span></span>'
    )
