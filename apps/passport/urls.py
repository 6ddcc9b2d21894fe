from django.urls import path

from apps.passport.views import incoming, sending

# The PE passport (issue 32): the sending school's pages, the receiving school's, the schema.
urlpatterns = [
    path("passport", sending.home_view, name="passport"),
    path("passport/cohort", sending.cohort_view, name="passport_cohort"),
    path("passport/cohort.json", sending.cohort_json_view, name="passport_cohort_json"),
    path("passport/child/<int:student_id>", sending.child_view, name="passport_child"),
    path("passport/child/<int:student_id>.json", sending.child_json_view, name="passport_child_json"),
    path("passport/schema.json", sending.schema_view, name="passport_schema"),
    path("passport/incoming", incoming.incoming_view, name="passport_incoming"),
    path("passport/incoming/print", incoming.incoming_print_view, name="passport_incoming_print"),
    path("passport/incoming/all.json", incoming.incoming_json_view, name="passport_incoming_json"),
    path("passport/incoming/<int:share_id>", incoming.incoming_one_view, name="passport_incoming_one"),
    path("passport/incoming/<int:share_id>.json", incoming.incoming_one_json_view, name="passport_incoming_one_json"),
]
