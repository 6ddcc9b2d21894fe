"""Named permission rules (spec 1 §6, spec 2 §6), one module an area, built from the named
roles of `roles`. Views, the API, templates (through the chrome context) and tests all ask
these (`from apps.access import rules as can`); nothing else decides who may do what.
Rules about an object look at that object."""

from apps.access.rules.accounts import (  # noqa: F401
    account_tabs,
    can_change_own_admin_level,
    can_create_staff_users,
    can_delete_staff_user,
    can_edit_account,
    can_edit_licence,
    can_edit_licences,
    can_edit_staff_user,
    can_export_account,
    can_export_accounts,
    can_freeze_account,
    can_invite_staff_users,
    can_manage_accounts,
    can_open_staff_account_page,
    can_resend_staff_invite,
    can_search_parents,
    can_search_users,
    can_see_crm_ids,
    can_view_account,
    can_view_accounts,
)
from apps.access.rules.bursts import (  # noqa: F401
    can_add_child,
    can_connect_teachers,
    can_delete_child,
    can_disconnect_teacher,
    can_edit_child,
    can_edit_class,
    can_invite_class,
    can_invite_contact,
    can_manage_orders,
    can_open_bursts_account,
    can_read_child_log,
    can_see_class_teachers,
    can_sync_class,
    can_use_bursts,
    can_view_bursts_stats,
)
from apps.access.rules.content import (  # noqa: F401
    can_delete_bookmark,
    can_manage_own_account,
    can_open_any_product,
    can_open_product,
    can_open_product_menu,
    can_open_stage,
    can_open_stage_of,
    can_see_bursts_link,
    can_see_home_learning,
    can_see_learning_link,
    can_see_trial_actions,
    can_use_bookmarks,
)
from apps.access.rules.myaccount import (  # noqa: F401
    can_change_admin_level,
    can_delete_account_user,
    can_edit_account_user,
    can_edit_training,
    can_end_trial,
    can_invite_account_users,
    can_manage_account_users,
    can_manage_home_children,
    can_purchase,
    can_resend_account_invite,
    can_see_home_passwords,
    can_see_temporary_users,
    can_view_account_users,
    can_view_home_children,
    can_view_training,
    invite_rules_apply,
)
from apps.access.rules.passport import (  # noqa: F401
    can_receive_passports,
    can_send_passports,
)
from apps.access.rules.privacy import (  # noqa: F401
    can_erase_child,
    can_export_child,
    can_read_retention_runs,
    can_set_retention,
    can_view_retention,
)
from apps.access.rules.roles import (  # noqa: F401
    is_account_admin,
    is_own_account,
    is_parent,
    is_receiver,
    is_school_lead,
    is_school_user,
    is_signed_in,
    is_staff,
    is_staff_admin,
    is_super_staff,
    is_temporary_user,
    sees_whole_school,
)
from apps.access.rules.signin import (  # noqa: F401
    can_impersonate,
    has_mfa,
    may_use_mfa,
    must_use_mfa,
)
from apps.access.rules.support import (  # noqa: F401
    can_open_learning_hub,
    can_open_support_page,
    can_see_support_navigation,
    can_use_courses,
    can_use_forum,
)
from apps.access.rules.sync import (  # noqa: F401
    can_request_wonde_access,
    can_run_sync,
    can_view_sync,
    is_partner_user,
)
