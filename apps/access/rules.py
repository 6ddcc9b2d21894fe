"""Named permission rules (spec 1 §6, spec 2 §6). Views, the API, templates (through
the chrome context) and tests all ask these; nothing else decides who may do what.
Rules about an object look at that object."""

from apps.access.entitlements import account_access, user_access


def is_signed_in(user):
    return bool(getattr(user, "is_authenticated", False))


def is_staff(user):
    """Internal staff of the provider (kind create)."""
    return is_signed_in(user) and user.is_create


def is_staff_admin(user):
    return is_staff(user) and user.admin > 0


def is_super_staff(user):
    return is_staff(user) and user.admin == 2


def is_school_user(user):
    return is_signed_in(user) and not user.is_create and not user.is_home and not is_parent(user)


def is_parent(user):
    """A parent or carer signed in on the web (issue 31): their own children's page only."""
    return is_signed_in(user) and getattr(user, "kind", None) == "parent"


def is_account_admin(user):
    return is_school_user(user) and user.admin > 0


def is_temporary_user(user):
    """A school user who left the school's MIS and waits out their grace (spec 1 §4)."""
    return is_school_user(user) and user.date_end_temp is not None


def is_school_lead(user):
    """The PE lead or the BURSTS lead: named roles a school's admin sets on a user
    (My Account > Users > Edit, PE Lead and BURSTS Lead)."""
    return is_school_user(user) and bool(user.lead_pe or user.lead_bursts)


def sees_whole_school(user):
    """Children's data on a need-to-know basis (issue 23): the school's admins, its PE lead
    and its BURSTS lead see every class and child of the school; a teacher only the classes
    they are connected to; a temporary user none."""
    return (is_account_admin(user) or is_school_lead(user)) and not is_temporary_user(user)


def is_own_account(user, account):
    """The user's own school, or for a trust's admin one of its child schools."""
    if not is_school_user(user) or account is None:
        return False
    if account.pk == user.account_id:
        return True
    return (
        is_account_admin(user) and account.parent_school_id is not None and account.parent_school_id == user.account_id
    )


def can_view_accounts(user):
    """The staff accounts list, its filters and exports."""
    return is_staff(user)


def can_manage_accounts(user):
    """Freeze, edit licences: staff admins."""
    return is_staff_admin(user)


def can_view_account(user, account):
    """Staff see every account; a school user their own (a trust admin its child schools)."""
    return account is not None and (is_staff(user) or is_own_account(user, account))


def can_edit_account(user, account):
    """PUT accounts/{id}: an account's own fields (name, status, type, address, places,
    manager, trust, CRM ids) are the provider's records: staff admins."""
    return is_staff_admin(user) and can_view_account(user, account)


def can_see_crm_ids(user):
    """The CRM ids and links of an account are the provider's: staff."""
    return is_staff(user)


def can_open_staff_account_page(user, account):
    """/accounts/{id} and its tabs are staff pages (spec 1 §2)."""
    return is_staff(user) and can_view_account(user, account)


def can_freeze_account(user, account):
    return is_staff_admin(user) and can_view_account(user, account)


def can_edit_licences(user, account):
    """Add, edit and delete licences (spec 1 §2 Membership: staff admin only)."""
    return is_staff_admin(user) and can_view_account(user, account)


def can_edit_licence(user, licence):
    """Only an account's own licence: one inherited from a trust is edited on the trust."""
    return can_edit_licences(user, licence.account)


def can_export_accounts(user):
    return is_staff(user)


def can_export_account(user, account):
    return can_export_accounts(user) and can_view_account(user, account)


def can_search_users(user):
    return is_staff(user)


def account_tabs(user, account, access):
    """The account detail tabs a user may open (spec 1 §2): Membership always, users,
    home with home learning, training with any training, BURSTS tabs with BURSTS and
    the sync partner's BURSTS approval. `access` is account_access(account)."""
    if not can_open_staff_account_page(user, account):
        return []
    tabs = ["membership", "users"]
    if access.has_home:
        tabs.append("home")
    if getattr(account, "total_training", 0):
        tabs.append("training")
    if access.has_bursts and account.wonde_bursts_approved:
        tabs += ["bursts/groups", "bursts/year"]
    return tabs


def can_search_parents(user):
    return is_super_staff(user)


def can_create_staff_users(user):
    return is_staff(user)


def can_invite_staff_users(user):
    return is_staff_admin(user)


def can_edit_staff_user(user, target):
    """Staff admins edit internal staff; a super admin only by another super admin, so
    an admin cannot demote or remove the people above them."""
    return is_staff_admin(user) and target.is_create and (target.admin < 2 or is_super_staff(user))


def can_delete_staff_user(user, target):
    return can_edit_staff_user(user, target) and target.pk != user.pk


def can_resend_staff_invite(user, target):
    return can_edit_staff_user(user, target) and target.status != target.Status.ACTIVE


def can_change_own_admin_level(user):
    return False


def can_manage_own_account(user):
    """My Account: admins of a school with the full programme licence."""
    return is_account_admin(user) and user_access(user).has_full_pe


def can_see_bursts_link(user):
    return is_school_user(user) or is_staff(user)


def can_see_learning_link(user):
    return is_school_user(user) or is_staff(user)


def can_see_home_learning(user):
    return can_manage_own_account(user) and user_access(user).has_home


def can_see_trial_actions(user):
    """Purchase and End trial: only admins of an account on a trial."""
    return is_account_admin(user) and bool(user_access(user).trial)


def can_open_product_menu(user):
    """The brand button opens the product menu for users with core access."""
    access = user_access(user)
    return access.is_create or access.has("pe")


def can_open_product(user, product, year=None):
    return user_access(user).can_open(product, year)


def can_open_any_product(user, products):
    return any(can_open_product(user, p) for p in products)


def can_open_stage_of(user, stage):
    """A home or foundations stage object (its programme and key-stage years)."""
    return can_open_stage(user, stage.programme.slug, stage.years)


def can_open_stage(user, product, years):
    """A home or foundations stage opens when the user's years for the product include one
    of the stage's key-stage years (spec 2 §9: foundations themes [0]; home themes [0, 1, 2],
    funs [3, 4, 5, 6]); a stage without years follows the product."""
    access = user_access(user)
    if not years:
        return access.can_open(product)
    return any(access.can_open(product, year) for year in years)


def can_use_bookmarks(user):
    """The header's Bookmarks menu: school users and staff (home users' header has only Home Learning)."""
    return is_signed_in(user) and not user.is_home


def can_delete_bookmark(user, bookmark):
    return can_use_bookmarks(user) and bookmark.user_id == user.pk


def can_view_sync(user, account):
    """A synced account's MIS sync (employees, approvals, reports): staff, and the
    school's own admins (spec 1 §6: Sync Users shows for synced accounts)."""
    return (
        account is not None
        and account.has_wonde
        and (is_staff(user) or (is_account_admin(user) and is_own_account(user, account)))
    )


def can_run_sync(user, account):
    """Sync now, invite employees, sync all: staff admins and the school's own admins."""
    return can_view_sync(user, account) and (is_staff_admin(user) or is_school_user(user))


def can_request_wonde_access(user, account):
    """Asking the school for access on the partner is the provider's job: staff admins."""
    return can_view_sync(user, account) and is_staff_admin(user)


def is_partner_user(user):
    """A school user of a partner account (spec 1 §6)."""
    account = getattr(user, "account", None) if is_school_user(user) else None
    return account is not None and account.is_partner_account


def _support_audience_allows(user, audience):
    if not audience:
        return True
    if audience == "partner":
        return is_staff(user) or is_partner_user(user)
    if audience == "bursts":
        return user_access(user).has_bursts
    return user_access(user).can_open(audience)


def can_open_support_page(user, page):
    """Spec 1 §6: partner accounts and internal staff see the partner support page;
    BURSTS pages need BURSTS access; product-tied pages need that product. A page in a
    folder also needs what its folder needs."""
    if not is_signed_in(user):
        return False
    while page is not None:
        if not _support_audience_allows(user, page.product):
            return False
        page = page.parent if page.parent_id else None
    return True


def can_see_support_navigation(user):
    """The support area's folder navigation is hidden for home users (spec 1 §2)."""
    return is_signed_in(user) and not user.is_home


def can_open_learning_hub(user):
    """The Learning Hub and Micro Learns: school users and staff (home users go home)."""
    return can_see_learning_link(user)


# My Account: an account's users, home-learning children, training and purchase
# (spec 1 §2 Account pages, §5 user form, §6). The account is the one whose data the
# page shows: a school admin's own, or any account on the staff account tabs.


def can_manage_account_users(user, account):
    """Edit, delete and bulk-delete an account's users: staff admins on any account, and
    admins of the school with the full programme licence on their own."""
    if account is None:
        return False
    if is_staff_admin(user):
        return True
    return can_manage_own_account(user) and account.pk == user.account_id


def can_view_account_users(user, account):
    """The lists: staff on the account tabs, or the school's managing admin."""
    return account is not None and (is_staff(user) or can_manage_account_users(user, account))


def can_invite_account_users(user, account):
    """The Invite button: staff admins, or admins of members with full PE or BURSTS;
    hidden for accounts synced from the school system unless super staff."""
    if account is None or (account.wonde_id and not is_super_staff(user)):
        return False
    if is_staff_admin(user):
        return True
    access = user_access(user)
    return is_account_admin(user) and account.pk == user.account_id and (access.has_full_pe or access.has_bursts)


def invite_rules_apply(user, account):
    """Personal and generic addresses are refused, except by super staff or on partner accounts."""
    return not is_super_staff(user) and not (account is not None and account.is_partner)


def can_edit_account_user(user, target):
    return target.kind == target.Kind.ACCOUNT and can_manage_account_users(user, target.account)


def can_delete_account_user(user, target):
    """Nobody deletes themself; Delete shows only to admins."""
    return can_edit_account_user(user, target) and target.pk != user.pk


def can_change_admin_level(user, target):
    """Users cannot edit their own admin status."""
    return can_edit_account_user(user, target) and target.pk != user.pk


def can_resend_account_invite(user, target):
    return can_change_admin_level(user, target) and target.status != target.Status.ACTIVE


def can_see_temporary_users(user, account):
    """The Temporary list: staff admins, for accounts synced from the school system."""
    return is_staff_admin(user) and account is not None and bool(account.wonde_id)


def can_manage_home_children(user, account):
    """Home learning children: the account must have home learning."""
    if not can_manage_account_users(user, account):
        return False
    if is_staff(user):
        return account_access(account).has_home
    return user_access(user).has_home


def can_view_home_children(user, account):
    if is_staff(user) and account is not None:
        return account_access(account).has_home
    return can_manage_home_children(user, account)


def can_see_home_passwords(user, account):
    """Home-learning children's passwords (the list, one child, the exports): only those
    who manage the children, the school's admins and staff admins (issue 23); the
    read-only viewer and other staff see the children without them. Every showing is
    recorded (apps.myaccount.children.home_passwords_shown)."""
    return can_manage_home_children(user, account)


def can_view_training(user, account):
    return can_view_account_users(user, account)


def can_edit_training(user, account):
    """Staff add and edit an account's training from the staff account page."""
    return is_staff_admin(user) and account is not None


def can_purchase(user):
    """Purchase: admins of a school (only admins see Purchase and End trial)."""
    return is_account_admin(user)


def can_end_trial(user):
    return can_see_trial_actions(user)


# BURSTS (spec 2 §6) --------------------------------------------------------------------


def can_use_bursts(user):
    """BURSTS pages: staff, and school users whose account has BURSTS."""
    return is_staff(user) or (is_school_user(user) and user_access(user).has_bursts)


def can_open_bursts_account(user, account):
    """A school's BURSTS pages: its own users with BURSTS; staff at /accounts/{id}/bursts."""
    return can_use_bursts(user) and can_view_account(user, account)


def can_see_class_teachers(user):
    """The Teachers list: creators (staff) and admins (spec 2 §2 screen 16)."""
    return is_staff(user) or is_account_admin(user)


def can_edit_class(user, group):
    """Edit, Remove Class and re-invite: class admins (isAdmin) of the school, staff admins."""
    account = group.account
    return (is_staff_admin(user) or (is_account_admin(user) and is_own_account(user, account))) and (
        can_open_bursts_account(user, account)
    )


def can_connect_teachers(user, group):
    """Connect teachers to a class and disconnect those the school's admin connected (issue
    23): the school's admins and staff admins, as for editing the class. A teacher from the
    MIS is disconnected in the MIS only (can_disconnect_teacher)."""
    return can_edit_class(user, group)


def can_disconnect_teacher(user, link):
    """`link` is the GroupTeacher: not one the MIS made."""
    return can_connect_teachers(user, link.group) and not link.from_mis


def can_read_child_log(user, account):
    """The BURSTS access log (who read children's sensitive fields, who exported children):
    the school's admins and staff admins (issue 23)."""
    if account is None:
        return False
    return is_staff_admin(user) or (
        is_account_admin(user) and is_own_account(user, account) and not is_temporary_user(user)
    )


def can_invite_class(user, group):
    return can_edit_class(user, group)


def can_sync_class(user, group):
    """Sync Class (isCdAdmin, spec 2 §6): staff admins, for a class from the school's MIS."""
    return is_staff_admin(user) and bool(group.wonde_id)


def can_add_child(user, account):
    """Any teacher of the school with BURSTS adds and edits children (of the classes they
    reach: scoping); staff admins too. Not a temporary user, who sees no child (issue 23)."""
    if is_staff(user):
        return is_staff_admin(user)
    return can_open_bursts_account(user, account) and user.account_id == account.pk and not is_temporary_user(user)


def can_edit_child(user, student):
    return can_add_child(user, student.account)


def can_delete_child(user, student):
    """Deleting a child removes its activity for good: the school's admins and staff admins
    only (spec 2 §6 leaves it open)."""
    if is_staff(user):
        return is_staff_admin(user)
    return is_account_admin(user) and can_add_child(user, student.account)


def can_invite_contact(user, contact):
    return can_edit_child(user, contact.student)


def can_view_bursts_stats(user):
    """/bursts/stats: the year table across all schools and the accounts table (staff)."""
    return is_staff(user)


def can_manage_orders(user, account):
    """Staff admins mark a membership order paid and turn it into licences."""
    return is_staff_admin(user) and account is not None


def can_use_forum(user):
    """The community forum and the online courses are for school staff and internal
    staff, not home-learning children."""
    return is_school_user(user) or is_staff(user)


def can_use_courses(user):
    return can_use_forum(user)


def must_use_mfa(user):
    """A second factor at sign-in (issue 23): required of internal staff with admin rights
    and super staff, who are sent to set it up before anything else."""
    return is_staff_admin(user)


def may_use_mfa(user):
    """Who may turn a second factor on: those who must, other staff, school admins and
    parents (issue 31: offered, never required)."""
    return is_staff(user) or is_account_admin(user) or is_parent(user)


def has_mfa(user):
    """The user has an authenticator app (TOTP) set up (allauth.mfa)."""
    from allauth.mfa.models import Authenticator

    if not is_signed_in(user):
        return False
    if not hasattr(user, "_has_mfa"):  # asked once per request's user, not per card of a list
        user._has_mfa = Authenticator.objects.filter(user_id=user.pk, type=Authenticator.Type.TOTP).exists()
    return user._has_mfa


def can_impersonate(hijacker, hijacked):
    """The Faux button (spec 1 §6): super staff sign in as an active school or home user
    to see what they see; never as internal staff, never as themselves. Also django-hijack's
    permission check (settings.HIJACK_PERMISSION_CHECK), hence the argument names."""
    return (
        is_super_staff(hijacker)
        and hijacked.pk != hijacker.pk
        and not hijacked.is_create
        and hijacked.is_active
        and hijacked.status == hijacked.Status.ACTIVE
        and has_mfa(hijacker)  # and the session's own second factor: MfaRequiredMiddleware
    )


# Children's data rights and retention (issue 24) ----------------------------------------


def can_export_child(user, student):
    """A copy of everything held about one child (the school answering a request for it):
    who may delete the child, the school's admins and staff admins."""
    return can_delete_child(user, student)


def can_erase_child(user, student):
    """Erasing a child (and the home-learning user the school says is the same child)."""
    return can_delete_child(user, student)


def can_view_retention(user, account):
    """A school's retention period and its erasures: the school's admins and staff."""
    if account is None:
        return False
    return is_staff(user) or (is_account_admin(user) and is_own_account(user, account))


def can_set_retention(user, account):
    """Changing a school's retention period: the school's admins and staff admins."""
    return can_view_retention(user, account) and (is_staff_admin(user) or is_account_admin(user))


def can_read_retention_runs(user):
    """The retention job's reports, every school: staff."""
    return is_staff(user)
