"""django-tables2 tables of My Account: home-learning children (with a select column in
bulk mode) and the Imported Children result."""

import django_tables2 as tables
from django.template.loader import render_to_string


class SelectColumn(tables.CheckBoxColumn):
    """A row's box is labelled with the child's name; the heading is the word "Select" (the
    column's default heading is an unlabelled box that selected nothing)."""

    @property
    def header(self):
        return self.verbose_name


class ChildrenTable(tables.Table):
    select = SelectColumn(accessor="pk", verbose_name="Select", orderable=False,
                          attrs={"td__input": {"name": "user", "form": "home-bulk",
                                               "aria-label": lambda record: f"Select {record.name}"}})  # fmt: skip
    name = tables.Column(accessor="first_name", verbose_name="Name", order_by=("first_name", "last_name"))
    home_group = tables.Column(verbose_name="Class")
    username = tables.Column(verbose_name="Username")
    password = tables.Column(accessor="home_password", verbose_name="Password", orderable=False)
    last_login = tables.DateColumn(verbose_name="Last sign-in", format="j M Y", default="Never")
    actions = tables.Column(accessor="pk", verbose_name="", orderable=False, empty_values=())

    class Meta:
        attrs = {"class": "children-table", "data-children": "1"}
        row_attrs = {"data-child": lambda record: record.username}
        order_by = ("name",)
        template_name = "django_tables2/table.html"

    def __init__(self, *args, account, bulk=False, select_all=False, can_manage=False, show_passwords=False,
                 **kwargs):  # fmt: skip
        excluded = [] if bulk else ["select"]
        if not can_manage or bulk:
            excluded.append("actions")
        if not show_passwords:
            excluded.append("password")  # issue 23: only those who manage the children see them
        super().__init__(*args, exclude=excluded, **kwargs)
        self.account, self.bulk, self.select_all = account, bulk, select_all
        # {child id: password} of the rows shown, read (and recorded) once the page is known.
        self.passwords: dict[int, str] = {}

    def render_name(self, record):
        return record.name

    def render_password(self, record):
        return self.passwords.get(record.pk, "")

    def render_select(self, value, bound_column, record):
        return bound_column.column.render(value, bound_column, record) if not self.select_all else render_to_string(
            "myaccount/home/checked.html", {"pk": value, "name": record.name})  # fmt: skip

    def render_actions(self, record):
        return render_to_string("myaccount/home/row_actions.html", {"child": record, "account": self.account})


class ImportedChildrenTable(tables.Table):
    """The children just created, with the password they were given."""

    name = tables.Column(verbose_name="Name", orderable=False)
    home_group = tables.Column(verbose_name="Class", orderable=False)
    username = tables.Column(verbose_name="Username", orderable=False)
    password = tables.Column(verbose_name="Password", orderable=False)

    class Meta:
        attrs = {"class": "children-table", "data-imported": "1"}
        template_name = "django_tables2/table.html"
