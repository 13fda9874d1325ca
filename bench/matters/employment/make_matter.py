"""Write the Nwosu matter: Gabriel Nwosu v. Tidewater Cold Chain, Inc. (E.D. Cal.). Fictional.

    python make_matter.py OUTDIR        (needs pymupdf 1.26 and Pillow)

An hourly Inventory Control Lead at a refrigerated warehouse in Stockton complains to HR that his
overtime was cut from two paychecks; nine days later he is fired. Client documents, in production order:

  D1  offer letter (2 pp)
  D2  employee handbook excerpt (3 pp)
  D3  2024 performance review (3 pp)
  D4  kiosk time cards, 24-hour clock, four workweeks (4 pp)
  D5  payroll register, two pay periods, and earnings history (3 pp)
  D6  text message export (.txt)
  D7  e-mail, Nwosu to HR (.eml)
  D8  e-mail, HR reply (.eml)
  D9  e-mail, Lindqvist to HR, with the forward quoted (.eml)
  D10 termination memo (image-only scan, 1 p)
  D11 deposition excerpt of the HR director, cover page then printed pages 40-47 (9 pp)

authorities.txt lists the authorities the lawyer vouches for.
"""
import sys
from decimal import Decimal, ROUND_HALF_UP
from email.message import EmailMessage
from email.utils import formataddr
from pathlib import Path

import pymupdf

# ---------------------------------------------------------------------------------------------
# D1 offer letter
# ---------------------------------------------------------------------------------------------
OFFER = [
    "TIDEWATER COLD CHAIN, INC.\n"
    "4410 Navy Drive  |  Stockton, California 95206  |  (209) 555-0148\n\n"
    "February 6, 2023\n\n"
    "Mr. Gabriel Nwosu\n1187 Pacific Avenue, Apt. 3\nStockton, California 95204\n\n"
    "Re: Offer of Employment - Inventory Control Lead\n\n"
    "Dear Gabriel:\n\n"
    "On behalf of Tidewater Cold Chain, Inc. (the \"Company\"), I am pleased to offer you the position of "
    "Inventory Control Lead at our Port of Stockton distribution center. The terms of our offer are as follows.\n\n"
    "1. Start Date. Your first day of work will be Monday, February 27, 2023.\n\n"
    "2. Reporting. You will report to Travis Lindqvist, Warehouse Operations Manager.\n\n"
    "3. Compensation. You will be paid $29.00 per hour, payable biweekly on Fridays.\n\n"
    "4. Classification. This position is classified as non-exempt. You will be paid overtime for hours worked "
    "over eight (8) in a workday or forty (40) in a workweek, and double time for hours worked over twelve (12) "
    "in a workday, as required by California law.\n\n"
    "5. Schedule. Your regular shift is Monday through Friday, 06:00 to 14:30, with an unpaid thirty (30) "
    "minute meal period. Saturday shifts may be required during peak season (April through October).",

    "6. Introductory Period. The first ninety (90) days of employment are an introductory period. Completion "
    "of the introductory period does not change the at-will nature of your employment.\n\n"
    "7. Benefits. You will be eligible for medical, dental and vision coverage on the first day of the month "
    "following thirty (30) days of employment. You will accrue vacation at the rate of 3.08 hours per pay "
    "period (approximately 80 hours per year).\n\n"
    "8. At-Will Employment. Your employment with the Company is at will. Either you or the Company may end the "
    "employment relationship at any time, with or without cause or notice. Nothing in this letter changes that.\n\n"
    "9. Conditions. This offer is contingent on a satisfactory background check and your completion of "
    "Form I-9 on or before your start date.\n\n"
    "Please sign and return this letter by February 10, 2023 to accept. We look forward to having you on the "
    "team.\n\n"
    "Sincerely,\n\n"
    "Deborah Kessler\nDirector of Human Resources\n\n\n"
    "ACCEPTED AND AGREED:\n\n"
    "Gabriel Nwosu                                   Date: February 8, 2023",
]

# ---------------------------------------------------------------------------------------------
# D2 handbook excerpt
# ---------------------------------------------------------------------------------------------
HANDBOOK = [
    "TIDEWATER COLD CHAIN, INC.\nEMPLOYEE HANDBOOK - Revised January 1, 2024\n(Excerpt: Sections 4, 9 and 11)\n\n"
    "SECTION 4. HOURS OF WORK AND OVERTIME\n\n"
    "4.1 Workweek. The workweek begins at 00:00 on Sunday and ends at 23:59 on the following Saturday. Each pay "
    "period is two workweeks. Paydays are the Friday following the end of the pay period.\n\n"
    "4.2 Timekeeping. Non-exempt employees must record all time worked using the time clock kiosk at their "
    "assigned dock. Supervisors may correct a time record only to fix a missed or erroneous punch, and must "
    "enter the reason for each correction in the timekeeping system.\n\n"
    "4.3 Overtime. Overtime must be approved in advance by your supervisor. Employees who work overtime "
    "without approval may be subject to discipline, but will be paid for all hours worked, including "
    "unapproved overtime.\n\n"
    "4.4 Overtime Rates. Non-exempt employees are paid one and one-half (1.5) times the regular rate for hours "
    "over eight (8) in a workday or forty (40) in a workweek, and for the first eight (8) hours on the seventh "
    "consecutive day of work in a workweek, and two (2) times the regular rate for hours over twelve (12) in a "
    "workday.\n\n"
    "4.5 No Off-the-Clock Work. No supervisor may instruct or permit an employee to work off the clock. "
    "Compensatory time off is not offered in place of overtime pay. Any employee who is asked to work off the "
    "clock should report it to Human Resources immediately.",

    "SECTION 9. OPEN DOOR AND NON-RETALIATION\n\n"
    "9.1 Open Door. Employees are encouraged to raise questions about pay, scheduling or working conditions "
    "with their supervisor or with Human Resources.\n\n"
    "9.2 Non-Retaliation. The Company prohibits retaliation against any employee who, in good faith, "
    "complains about wages, hours or working conditions, or who participates in an investigation. Any "
    "manager who retaliates is subject to discipline up to and including termination.\n\n"
    "9.3 Investigation. Human Resources will investigate every complaint made under this Section promptly. "
    "Where possible, Human Resources will interview the complaining employee and any witnesses. Complaints "
    "will be kept confidential to the extent possible and will not be shared with the subject of the "
    "complaint except as needed to investigate.\n\n"
    "9.4 Outside Agencies. Nothing in this Handbook prevents an employee from filing a claim with the "
    "California Labor Commissioner or any other government agency.",

    "SECTION 11. DISCIPLINE AND SEPARATION\n\n"
    "11.1 Progressive Discipline. The Company generally follows a progressive approach to discipline: (a) a "
    "documented verbal warning; (b) a written warning; (c) a final written warning; and (d) termination. The "
    "Company may skip steps where the conduct involves serious misconduct, such as theft, violence, or a "
    "safety violation.\n\n"
    "11.2 Documentation. Every step of discipline must be documented in writing and placed in the "
    "employee's personnel file.\n\n"
    "11.3 Final Pay. Employees who are discharged will receive all final wages, including accrued unused "
    "vacation, at the time of discharge. Employees who resign will be paid in accordance with California "
    "law.\n\n\n"
    "ACKNOWLEDGMENT OF RECEIPT\n\n"
    "I acknowledge that I received the Tidewater Cold Chain, Inc. Employee Handbook revised January 1, 2024, "
    "and that I am responsible for reading it.\n\n"
    "Employee: Gabriel Nwosu          Emp. ID: 20417          Date: 01/08/2024",
]

# ---------------------------------------------------------------------------------------------
# D3 2024 performance review
# ---------------------------------------------------------------------------------------------
REVIEW = [
    "TIDEWATER COLD CHAIN, INC.\n2024 PERFORMANCE REVIEW - HOURLY STAFF\n\n"
    "Employee: Gabriel Nwosu                    Employee ID: 20417\n"
    "Position: Inventory Control Lead          Department: Warehouse Operations\n"
    "Reviewer: Travis Lindqvist, Warehouse Operations Manager\n"
    "Review period: January 1, 2024 - December 31, 2024\n"
    "Review meeting: January 17, 2025\n\n"
    "Rating scale: 1 = Unsatisfactory; 2 = Needs Improvement; 3 = Meets Expectations; "
    "4 = Exceeds Expectations; 5 = Outstanding\n\n"
    "SECTION A - CORE COMPETENCIES\n\n"
    "Inventory accuracy - Rating 5. Cycle count accuracy of 99.6 percent across 2024, the best in the building.\n\n"
    "Safety - Rating 4. Zero recordable incidents on his crew in 2024.\n\n"
    "Attendance and punctuality - Rating 3. No unexcused absences in the review period.\n\n"
    "Teamwork - Rating 4. Trains new hires on the RF scanners without being asked.\n\n"
    "Documentation - Rating 2. Cycle count sheets are sometimes completed the following morning instead of "
    "before the end of the shift.",

    "SECTION B - GOALS FOR 2025\n\n"
    "1. Complete all cycle count documentation before the end of shift.\n\n"
    "2. Cross-train two forklift operators on inventory reconciliation by June 30, 2025.\n\n"
    "SECTION C - REVIEWER SUMMARY\n\n"
    "Gabriel is the most dependable lead on the dock. He knows the freezer inventory better than anyone, and "
    "the crew trusts him. His one area for development is paperwork. He needs to close out his cycle count "
    "sheets before he leaves for the day. I expect him to keep growing into a supervisory role.\n\n"
    "OVERALL RATING: 4 - Exceeds Expectations",

    "SECTION D - COMPENSATION\n\n"
    "Merit increase: 4.0 percent\n"
    "Current rate: $29.00 per hour\n"
    "New rate: $30.16 per hour\n"
    "Effective date: January 26, 2025 (first full pay period after review)\n\n"
    "SECTION E - EMPLOYEE COMMENTS\n\n"
    "Thank you. I will work on getting the count sheets done before I clock out, but on most days the count "
    "runs past the end of the shift.\n\n"
    "SIGNATURES\n\n"
    "Reviewer: Travis Lindqvist                 Date: 01/17/2025\n\n"
    "Employee: Gabriel Nwosu                    Date: 01/17/2025\n\n"
    "Human Resources: Deborah Kessler           Date: 01/21/2025\n\n"
    "The employee's signature acknowledges receipt of this review and does not necessarily indicate agreement.",
]

# ---------------------------------------------------------------------------------------------
# D4 time cards (24-hour punches); hours computed under California daily/weekly rules
# ---------------------------------------------------------------------------------------------
WEEKS = [
    ("02/09/2025", "02/15/2025", "02/09/2025 - 02/22/2025", [
        ("02/09/2025", "Sun", None),
        ("02/10/2025", "Mon", ("05:55", "10:30", "11:00", "16:40")),
        ("02/11/2025", "Tue", ("05:50", "10:45", "11:15", "17:20")),
        ("02/12/2025", "Wed", ("05:58", "10:30", "11:00", "16:13")),
        ("02/13/2025", "Thu", ("05:45", "11:00", "11:30", "18:45")),
        ("02/14/2025", "Fri", ("05:52", "10:30", "11:00", "16:07")),
        ("02/15/2025", "Sat", ("06:00", "10:00", "10:30", "12:30")),
    ]),
    ("02/16/2025", "02/22/2025", "02/09/2025 - 02/22/2025", [
        ("02/16/2025", "Sun", None),
        ("02/17/2025", "Mon", ("05:48", "10:30", "11:00", "16:03")),
        ("02/18/2025", "Tue", ("05:56", "10:40", "11:10", "17:41")),
        ("02/19/2025", "Wed", ("05:50", "10:30", "11:00", "15:50")),
        ("02/20/2025", "Thu", ("05:40", "10:50", "11:20", "19:10")),
        ("02/21/2025", "Fri", ("05:55", "10:30", "11:00", "16:25")),
        ("02/22/2025", "Sat", None),
    ]),
    ("02/23/2025", "03/01/2025", "02/23/2025 - 03/08/2025", [
        ("02/23/2025", "Sun", None),
        ("02/24/2025", "Mon", ("05:54", "10:30", "11:00", "16:09")),
        ("02/25/2025", "Tue", ("05:57", "10:30", "11:00", "15:57")),
        ("02/26/2025", "Wed", ("05:50", "10:45", "11:15", "17:35")),
        ("02/27/2025", "Thu", ("05:53", "10:30", "11:00", "16:23")),
        ("02/28/2025", "Fri", ("05:45", "11:00", "11:30", "18:00")),
        ("03/01/2025", "Sat", ("06:00", "10:00", "10:30", "11:30")),
    ]),
    ("03/02/2025", "03/08/2025", "02/23/2025 - 03/08/2025", [
        ("03/02/2025", "Sun", None),
        ("03/03/2025", "Mon", ("05:56", "10:30", "11:00", "16:11")),
        ("03/04/2025", "Tue", ("05:52", "10:30", "11:00", "15:52")),
        ("03/05/2025", "Wed", ("05:47", "10:45", "11:15", "18:17")),
        ("03/06/2025", "Thu", ("05:55", "10:30", "11:00", "16:40")),
        ("03/07/2025", "Fri", ("05:50", "10:30", "11:00", "17:05")),
        ("03/08/2025", "Sat", None),
    ]),
]
EDITS = {"02/09/2025 - 02/22/2025": "02/24/2025 07:05", "02/23/2025 - 03/08/2025": "03/10/2025 06:58"}


def _mins(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def day_split(punches):
    """Return (total, reg, ot, dt) minutes for one day under the daily rules."""
    if not punches:
        return 0, 0, 0, 0
    a, b, c, d = (_mins(x) for x in punches)
    total = (b - a) + (d - c)
    reg = min(total, 480)
    ot = min(max(total - 480, 0), 240)
    dt = max(total - 720, 0)
    return total, reg, ot, dt


def week_split(days):
    rows, wreg, wot, wdt = [], 0, 0, 0
    for date, dow, punches in days:
        total, reg, ot, dt = day_split(punches)
        # weekly rule: regular minutes beyond 40 hours in the workweek become overtime
        if wreg + reg > 2400:
            extra = wreg + reg - 2400
            reg -= extra
            ot += extra
        wreg += reg
        wot += ot
        wdt += dt
        rows.append((date, dow, punches, total, reg, ot, dt))
    return rows, wreg, wot, wdt


def h(mins: int) -> str:
    return str((Decimal(mins) / Decimal(60)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def timecard_pages():
    pages = []
    period_tot = {}
    for i, (wstart, wend, period, days) in enumerate(WEEKS):
        rows, wreg, wot, wdt = week_split(days)
        wtot = wreg + wot + wdt
        p = period_tot.setdefault(period, [0, 0, 0, 0])
        p[0] += wtot
        p[1] += wreg
        p[2] += wot
        p[3] += wdt
        lines = [
            "TIDEWATER COLD CHAIN, INC.",
            "EMPLOYEE TIME CARD - ORIGINAL KIOSK PUNCHES (BEFORE SUPERVISOR EDITS)",
            "",
            "Employee: NWOSU, GABRIEL          Emp ID: 20417    Dept: 300 Warehouse Ops",
            "Position: Inventory Control Lead  Kiosk: DOCK-2",
            f"Pay period: {period}   Workweek: {wstart} - {wend}",
            "Printed: 03/25/2025 15:08 by HITO (Payroll)",
            "",
            "DATE        DAY   IN     MEAL   MEAL   OUT     TOTAL    REG     OT     DT",
            "                         OUT    IN",
            "-" * 78,
        ]
        for date, dow, punches, total, reg, ot, dt in rows:
            if punches:
                a, b, c, d = punches
                lines.append(f"{date}  {dow}   {a}  {b}  {c}  {d}  {h(total):>6} {h(reg):>6} {h(ot):>6} {h(dt):>6}")
            else:
                lines.append(f"{date}  {dow}   --     --     --     --     {'0.00':>6} {'0.00':>6} {'0.00':>6} {'0.00':>6}")
        lines.append("-" * 78)
        lines.append(f"WEEK TOTAL{'':>36}{h(wtot):>6} {h(wreg):>6} {h(wot):>6} {h(wdt):>6}")
        lines.append("")
        if i % 2 == 1:
            pt = period_tot[period]
            lines += [
                f"PAY PERIOD TOTAL{'':>30}{h(pt[0]):>6} {h(pt[1]):>6} {h(pt[2]):>6} {h(pt[3]):>6}",
                "",
                "Employee certification: I certify that the punches above are accurate.",
                f"  G. NWOSU (electronic)  {period[-10:]} 18:47",
                f"Supervisor action: EDITED {EDITS[period]} by TLINDQVIST",
                "  Reason code ADJ-80 - total hours reduced to 80.00",
                "  No missed or erroneous punch noted.",
            ]
        else:
            lines += ["Rounding: none. Hours are computed from the minute of each punch."]
        lines += ["", f"Page {i % 2 + 1} of 2 for this pay period"]
        pages.append("\n".join(lines))
    return pages, period_tot


# ---------------------------------------------------------------------------------------------
# D5 payroll register
# ---------------------------------------------------------------------------------------------
def money(x: Decimal) -> str:
    return f"{x.quantize(Decimal('0.01'), rounding=ROUND_HALF_UP):,.2f}"


def gross(rate, reg, ot, dt, vac="0"):
    r = Decimal(rate)
    g = r * Decimal(reg) + r * Decimal("1.5") * Decimal(ot) + r * 2 * Decimal(dt) + r * Decimal(vac)
    return g.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


CREW = {
    "02/09/2025 - 02/22/2025": ("02/28/2025", [
        ("20388", "Alvarez, Rosa", "24.75", "80.00", "6.25", "0.00", ""),
        ("20402", "Sorensen, Ingrid", "30.40", "80.00", "0.00", "0.00", "*"),
        ("20417", "Nwosu, Gabriel", "30.16", "80.00", "0.00", "0.00", "*"),
        ("20422", "Pham, Kevin", "25.50", "80.00", "9.75", "0.00", ""),
        ("20431", "Delgado, Marcus", "30.00", "80.00", "0.00", "0.00", "*"),
        ("20456", "Okonkwo, Faith", "23.00", "72.00", "0.00", "0.00", ""),
        ("20460", "Brandt, Tyler", "24.00", "80.00", "3.50", "0.00", ""),
    ]),
    "02/23/2025 - 03/08/2025": ("03/14/2025", [
        ("20388", "Alvarez, Rosa", "24.75", "80.00", "4.00", "0.00", ""),
        ("20402", "Sorensen, Ingrid", "30.40", "80.00", "0.00", "0.00", "*"),
        ("20417", "Nwosu, Gabriel", "30.16", "80.00", "0.00", "0.00", "*"),
        ("20422", "Pham, Kevin", "25.50", "80.00", "11.50", "0.00", ""),
        ("20431", "Delgado, Marcus", "30.00", "80.00", "0.00", "0.00", "*"),
        ("20456", "Okonkwo, Faith", "23.00", "80.00", "2.00", "0.00", ""),
        ("20460", "Brandt, Tyler", "24.00", "76.50", "0.00", "0.00", ""),
    ]),
}
HISTORY = [
    ("01/11/2025", "01/17/2025", "29.00", "80.00", "5.50", "0.00", "0.00", ""),
    ("01/25/2025", "01/31/2025", "29.00", "80.00", "7.25", "0.00", "0.00", ""),
    ("02/08/2025", "02/14/2025", "30.16", "80.00", "4.50", "0.00", "0.00", ""),
    ("02/22/2025", "02/28/2025", "30.16", "80.00", "0.00", "0.00", "0.00", "ADJ-80"),
    ("03/08/2025", "03/14/2025", "30.16", "80.00", "0.00", "0.00", "0.00", "ADJ-80"),
    ("03/22/2025", "03/28/2025", "30.16", "80.00", "0.00", "0.00", "0.00", "ADJ-80"),
    ("04/05/2025", "04/11/2025", "30.16", "76.00", "0.00", "0.00", "38.50", "FINAL-MAILED"),
]


def register_pages():
    pages = []
    for period, (check, rows) in CREW.items():
        lines = [
            "TIDEWATER COLD CHAIN, INC.                                 PAYROLL REGISTER",
            "Company code: TCC-01   Dept: 300 Warehouse Operations   Frequency: Biweekly",
            f"Pay period: {period}       Check date: {check}",
            "",
            "EMP ID  EMPLOYEE            RATE   REG HRS  OT HRS  DT HRS    GROSS PAY  EDIT",
            "-" * 78,
        ]
        treg = tot = tdt = Decimal(0)
        tg = Decimal(0)
        for emp, name, rate, reg, ot, dt, edit in rows:
            g = gross(rate, reg, ot, dt)
            treg += Decimal(reg)
            tot += Decimal(ot)
            tdt += Decimal(dt)
            tg += g
            lines.append(f"{emp}   {name:<18}{rate:>6}  {reg:>7} {ot:>7} {dt:>7} {money(g):>12}  {edit}")
        lines.append("-" * 78)
        lines.append(f"DEPT TOTALS ({len(rows)} employees){'':>5}{money(treg):>9} {money(tot):>7} {money(tdt):>7} "
                     f"{money(tg):>12}")
        lines += [
            "",
            "* Time record edited by supervisor before processing. Edited by: TLINDQVIST.",
            "  Reason code: ADJ-80. See timekeeping audit trail.",
            "",
            "Processed by: H. Ito, Payroll Specialist",
            "Reviewed by: D. Kessler, Director of Human Resources",
        ]
        pages.append("\n".join(lines))
    # earnings history
    lines = [
        "TIDEWATER COLD CHAIN, INC.                         EMPLOYEE EARNINGS HISTORY",
        "Employee: NWOSU, GABRIEL    Emp ID: 20417    Dept: 300    Status: TERMINATED 04/04/2025",
        "Calendar year: 2025                                  Printed: 05/12/2025 by HITO",
        "",
        "PERIOD END  CHECK DATE  RATE   REG HRS  OT HRS  DT HRS  VAC HRS   GROSS PAY  NOTE",
        "-" * 84,
    ]
    yreg = yot = ydt = yvac = yg = Decimal(0)
    for end, check, rate, reg, ot, dt, vac, note in HISTORY:
        g = gross(rate, reg, ot, dt, vac)
        yreg += Decimal(reg)
        yot += Decimal(ot)
        ydt += Decimal(dt)
        yvac += Decimal(vac)
        yg += g
        lines.append(f"{end}  {check}  {rate:>5}  {reg:>7} {ot:>7} {dt:>7} {vac:>8} {money(g):>11}  {note}")
    lines.append("-" * 84)
    lines.append(f"YEAR TO DATE{'':>18}{money(yreg):>9} {money(yot):>7} {money(ydt):>7} {money(yvac):>8} "
                 f"{money(yg):>11}")
    lines += [
        "",
        "ADJ-80 = hours edited by supervisor to 80.00 before processing.",
        "FINAL-MAILED = final check mailed to address of record; includes vacation payout.",
    ]
    pages.append("\n".join(lines))
    return pages


# ---------------------------------------------------------------------------------------------
# D6 text messages
# ---------------------------------------------------------------------------------------------
TEXTS = """Messages export
Device: iPhone (Gabriel Nwosu)
Conversation with: Travis Lindqvist (Tidewater)  +1 (209) 555-0173
Exported: 04/14/2025 19:02

[03/21/2025 13:48] Travis Lindqvist: Need you to stay on and finish the Delta Fresh reefer load tonight.
[03/21/2025 13:49] Gabriel Nwosu: I can stay. Will this weeks OT actually show up on my check? Last two didn't.
[03/21/2025 13:55] Travis Lindqvist: Payroll is going to show 80 again. Corporate won't approve OT this quarter. I'll make it up to you with comp days in April.
[03/21/2025 13:57] Gabriel Nwosu: Comp days aren't legal for hourly Travis. I'm owed that money. I'm going to HR Monday.
[03/21/2025 14:02] Travis Lindqvist: Your call. Just finish the load.
[03/21/2025 21:16] Gabriel Nwosu: Load is out. 34 pallets. Clocking out now 21:15.
[03/21/2025 21:20] Travis Lindqvist: ok
[03/31/2025 14:31] Travis Lindqvist: I told you to go home at 14:30. Go home.
[03/31/2025 14:33] Gabriel Nwosu: The count on aisle 14 isn't closed out. You wrote me up in my review for leaving counts open. I'm finishing it and I'm clocked in.
[03/31/2025 14:34] Travis Lindqvist: Noted.
"""

# ---------------------------------------------------------------------------------------------
# D7-D9 e-mails
# ---------------------------------------------------------------------------------------------
NWOSU = ("Gabriel Nwosu", "gnwosu@tidewatercoldchain.com")
KESSLER = ("Deborah Kessler", "dkessler@tidewatercoldchain.com")
LINDQVIST = ("Travis Lindqvist", "tlindqvist@tidewatercoldchain.com")


def eml(frm, to, date, subject, body, msgid, cc=None):
    m = EmailMessage()
    m["From"] = formataddr(frm)
    m["To"] = formataddr(to)
    if cc:
        m["Cc"] = formataddr(cc)
    m["Date"] = date
    m["Subject"] = subject
    m["Message-ID"] = f"<{msgid}.{frm[1].split('@')[0]}@tidewatercoldchain.com>"
    m.set_content(body, cte="7bit")
    return bytes(m)


def emails(p1, p2):
    e7 = eml(NWOSU, KESSLER, "Mon, 24 Mar 2025 07:12:33 -0700", "Overtime missing from my last two paychecks",
             "Deborah,\n\n"
             "I am writing about my pay. My checks dated February 28 and March 14 each paid me for exactly 80.00 "
             f"hours and no overtime. I worked a lot more than that. By the kiosk, I clocked {p1} hours in the pay "
             f"period ending February 22 and {p2} hours in the period ending March 8.\n\n"
             "On Friday Travis told me by text that \"Payroll is going to show 80 again\" and that he would give me "
             "comp days in April instead of overtime. I don't think that is allowed, and I don't want comp days. I "
             "want to be paid for the hours I worked.\n\n"
             "I have screenshots of the texts and copies of my punches if you need them. Please let me know what "
             "the next step is.\n\n"
             "Thank you,\nGabriel Nwosu\nInventory Control Lead, Dock 2\nEmp. ID 20417\n", "20250324071233.4471")
    e8 = eml(KESSLER, NWOSU, "Wed, 26 Mar 2025 16:40:05 -0700", "RE: Overtime missing from my last two paychecks",
             "Gabriel,\n\n"
             "Thank you for letting me know. I have asked Payroll to review your time records for both pay "
             "periods, and I have shared your concern with Operations so they can respond.\n\n"
             "Please do not discuss this with the rest of the crew while we review it. I expect to have an answer "
             "for you within two weeks.\n\n"
             "Deborah Kessler\nDirector of Human Resources\nTidewater Cold Chain, Inc.\n(209) 555-0148 ext. 112\n", "20250326164005.9102")
    e9 = eml(LINDQVIST, KESSLER, "Thu, 27 Mar 2025 06:31:47 -0700", "RE: FW: Nwosu - pay complaint",
             "Deb,\n\n"
             "Got it. I want him off the dock before peak season starts. He has been pushing back on me since the "
             "review and now he is going around me to HR over a few hours. His count sheets are still late half "
             "the time. I'll put together the paperwork.\n\n"
             "Travis\n\n"
             "-----Original Message-----\n"
             "From: Deborah Kessler <dkessler@tidewatercoldchain.com>\n"
             "Sent: Wednesday, March 26, 2025 4:52 PM\n"
             "To: Travis Lindqvist <tlindqvist@tidewatercoldchain.com>\n"
             "Subject: FW: Nwosu - pay complaint\n\n"
             "Travis - see below from Gabriel. Payroll is pulling the audit trail. Can you give me your side "
             "before I respond further?\n\nD.\n", "20250327063147.2215")
    return e7, e8, e9


# ---------------------------------------------------------------------------------------------
# D10 termination memo (scanned)
# ---------------------------------------------------------------------------------------------
MEMO = (
    "TIDEWATER COLD CHAIN, INC.\n4410 Navy Drive, Stockton, California 95206\n\n"
    "INTEROFFICE MEMORANDUM\n\n"
    "TO:      Gabriel Nwosu, Inventory Control Lead (Emp. ID 20417)\n"
    "FROM:    Travis Lindqvist, Warehouse Operations Manager\n"
    "CC:      Deborah Kessler, Director of Human Resources\n"
    "DATE:    April 4, 2025\n"
    "RE:      Separation of Employment\n\n"
    "This memo confirms that your employment with Tidewater Cold Chain, Inc. is terminated effective today, "
    "April 4, 2025.\n\n"
    "The reasons for this decision are:\n\n"
    "1. Repeated failure to complete cycle count documentation before the end of your shift.\n\n"
    "2. Insubordination on March 31, 2025, when you refused a direct instruction to leave the dock at 14:30.\n\n"
    "Your final paycheck, including 38.50 hours of accrued unused vacation, will be mailed to your address of "
    "record. Your health coverage continues through April 30, 2025. COBRA information will be sent separately.\n\n"
    "Please return your badge, dock keys and handheld scanner (asset tag HS-0932) to Security before leaving "
    "the premises today.\n\n\n"
    "Travis Lindqvist\nWarehouse Operations Manager\n\n"
    "HR approval: D. Kessler   04/03/2025"
)

# ---------------------------------------------------------------------------------------------
# D11 deposition excerpt of Deborah Kessler: cover (printed page 1), then pages 40-47
# ---------------------------------------------------------------------------------------------
DEPO_COVER = [
    "            UNITED STATES DISTRICT COURT",
    "           EASTERN DISTRICT OF CALIFORNIA",
    "",
    "GABRIEL NWOSU,                 )",
    "                               )",
    "              Plaintiff,       )",
    "                               )  Case No. 2:25-cv-01874",
    "     v.                        )",
    "                               )",
    "TIDEWATER COLD CHAIN, INC.,    )",
    "                               )",
    "              Defendant.       )",
    "_______________________________)",
    "",
    "       VIDEOTAPED DEPOSITION OF DEBORAH KESSLER",
    "          (EXCERPT: PAGES 40 THROUGH 47)",
    "",
    "          Taken on Tuesday, September 16, 2025",
    "                     at 10:04 a.m.",
    "",
    "          Sato Employment Law, P.C.",
    "          2291 West March Lane, Suite 210",
    "          Stockton, California",
    "",
    "Reported by: Lorraine Fitch, CSR No. 14207",
]

DEPO = {
    40: [
        "BY MS. SATO:",
        "    Q.  Ms. Kessler, you have been the Director of Human",
        "Resources at Tidewater since when?",
        "    A.  Since June of 2019.",
        "    Q.  And in that role you oversee payroll?",
        "    A.  Payroll reports to me, yes. Hana Ito runs the",
        "day-to-day processing.",
        "    Q.  Let me hand you what has been marked as Exhibit 7.",
        "Do you recognize it?",
        "    A.  Yes. It's an e-mail Mr. Nwosu sent me on March 24th.",
        "    Q.  Of 2025?",
        "    A.  Yes.",
        "    Q.  What was he complaining about?",
        "    A.  He said his overtime was missing from two paychecks.",
        "    Q.  The checks dated February 28 and March 14, 2025?",
        "    A.  That's what the e-mail says.",
        "    Q.  Before you received this e-mail, were you aware that",
        "Mr. Lindqvist was adjusting the hours of his crew in the",
        "timekeeping system?",
        "    A.  I was aware he made corrections. Supervisors correct",
        "missed punches all the time.",
        "    Q.  Were you aware he was reducing the hours to eighty",
        "per pay period?",
        "    A.  Not at that time, no.",
        "    Q.  When did you become aware of it?",
    ],
    41: [
        "    A.  After Mr. Nwosu's e-mail I asked Hana to pull the",
        "audit trail. That would have been the end of March.",
        "    Q.  What did the audit trail show?",
        "    A.  It showed that Travis had edited Mr. Nwosu's time",
        "cards for the two pay periods down to eighty hours.",
        "    Q.  Did it show edits to anyone else's time cards?",
        "    A.  Two other leads, I believe. I'd have to look.",
        "    Q.  Did you tell Mr. Nwosu what the audit trail showed?",
        "    A.  No. I told him we were reviewing it.",
        "    Q.  Did you discuss his e-mail with Mr. Lindqvist?",
        "    A.  I forwarded it to him. I thought he should know",
        "there was a concern on his team.",
        "    Q.  You forwarded an employee's wage complaint to the",
        "supervisor who was the subject of it?",
        "        MR. ARNAUD:  Objection. Argumentative.",
        "        THE WITNESS:  I forwarded it so that Operations could",
        "respond. That is our normal practice.",
        "BY MS. SATO:",
        "    Q.  Let me show you Exhibit 9. This is Mr. Lindqvist's",
        "reply to you on March 27, 2025; correct?",
        "    A.  Yes.",
        "    Q.  Would you read the second sentence into the record?",
        "    A.  \"I want him off the dock before peak season starts.\"",
        "    Q.  Did that sentence concern you?",
        "    A.  I took it as frustration. Travis is blunt.",
    ],
    42: [
        "    Q.  Did you respond to it?",
        "    A.  I called him. I told him he could not take action",
        "because of the pay complaint.",
        "    Q.  Did you write that down anywhere?",
        "    A.  No, I did not.",
        "    Q.  Eight days later, on April 4, 2025, Mr. Lindqvist",
        "terminated Mr. Nwosu; correct?",
        "    A.  Yes.",
        "    Q.  Did you approve the termination?",
        "    A.  I reviewed it on April 3rd and signed off on it.",
        "    Q.  What was the stated reason?",
        "    A.  Failure to complete cycle count documentation and an",
        "incident of insubordination on March 31st.",
        "    Q.  Before approving it, did you look at his personnel",
        "file?",
        "    A.  I did.",
        "    Q.  Were there any written warnings in it?",
        "    A.  There were no written warnings in his file, no.",
        "    Q.  Any verbal warnings documented?",
        "    A.  Not documented, no.",
        "    Q.  Your handbook has a progressive discipline policy,",
        "Section 11.1; right?",
        "    A.  Yes, but it allows us to skip steps for serious",
        "misconduct.",
        "    Q.  Was the insubordination serious misconduct?",
    ],
    43: [
        "    A.  Travis described it that way. He said Mr. Nwosu",
        "refused to leave the dock when he was told to go home at",
        "14:30.",
        "    Q.  Refused to stop working?",
        "    A.  That was the description.",
        "    Q.  Did you interview Mr. Nwosu about the March 31",
        "incident before he was terminated?",
        "    A.  No.",
        "    Q.  Did you interview anyone?",
        "    A.  I spoke only with Travis.",
        "    Q.  Let's look at Exhibit 3, his 2024 performance review.",
        "What overall rating did Mr. Lindqvist give him?",
        "    A.  \"Exceeds Expectations.\"",
        "    Q.  And that review was signed on January 17, 2025?",
        "    A.  That's the date on it.",
        "    Q.  About eleven weeks before the termination?",
        "    A.  About that, yes.",
        "    Q.  The review mentions cycle count documentation as an",
        "area for development, doesn't it?",
        "    A.  It does.",
        "    Q.  It does not say his job is in jeopardy?",
        "    A.  No, it doesn't say that.",
        "    Q.  Did he get a merit increase with that review?",
        "    A.  Four percent. His rate went to thirty dollars and",
        "sixteen cents.",
    ],
    44: [
        "    Q.  Now, after this lawsuit was filed, did Tidewater do",
        "an audit of Mr. Nwosu's hours?",
        "    A.  Payroll did one in May.",
        "    Q.  What did it find?",
        "    A.  That he was owed for seventy-four and a quarter",
        "hours of overtime and double time, over three pay periods.",
        "    Q.  Has Tidewater paid that amount?",
        "        MR. ARNAUD:  Objection. Calls for a legal conclusion",
        "as to what is owed. Go ahead.",
        "        THE WITNESS:  It has not been paid. It's being held",
        "pending the litigation on advice of counsel.",
        "BY MS. SATO:",
        "    Q.  The termination memo says his final paycheck would",
        "be mailed; correct?",
        "    A.  Yes.",
        "    Q.  It was not handed to him on April 4th?",
        "    A.  No. The final check went out the following week.",
        "    Q.  Do you know the date?",
        "    A.  I believe the check date was April 11th.",
        "    Q.  Are you aware that California requires final wages",
        "to be paid at the time of discharge?",
        "        MR. ARNAUD:  Objection. Legal conclusion.",
        "        THE WITNESS:  I'm aware of the rule. Payroll ran his",
        "final check with the regular cycle.",
        "BY MS. SATO:",
    ],
    45: [
        "    Q.  Did anyone at Tidewater tell Mr. Nwosu to stop",
        "clocking the hours he worked past eighty?",
        "    A.  Not that I know of.",
        "    Q.  Have you seen the text messages between Mr. Nwosu",
        "and Mr. Lindqvist from March 21st?",
        "    A.  I saw them for the first time when they were",
        "produced in this case.",
        "    Q.  In them, Mr. Lindqvist says \"Payroll is going to",
        "show 80 again.\" Do you know what he meant?",
        "    A.  I don't want to guess at what he meant.",
        "    Q.  Is there any policy at Tidewater that caps hours at",
        "eighty per pay period?",
        "    A.  No. There is no such policy.",
        "    Q.  Section 4.3 of the handbook says employees will be",
        "paid for all hours worked, even unapproved overtime?",
        "    A.  Yes. Unapproved overtime can be a discipline issue,",
        "but it is always paid.",
        "    Q.  Was Mr. Nwosu ever disciplined for unapproved",
        "overtime?",
        "    A.  No.",
        "    Q.  Was Mr. Lindqvist disciplined for editing the time",
        "cards?",
        "    A.  He received a written warning in June.",
        "    Q.  June of 2025?",
        "    A.  Yes.",
    ],
    46: [
        "    Q.  Is Mr. Lindqvist still employed by Tidewater?",
        "    A.  Yes. He is still the Warehouse Operations Manager.",
        "    Q.  Who replaced Mr. Nwosu as Inventory Control Lead?",
        "    A.  We promoted a forklift operator into the role in",
        "May. Her starting rate was lower.",
        "    Q.  How much lower?",
        "    A.  She started at twenty-seven fifty an hour.",
        "    Q.  Did Tidewater consider any alternative to",
        "termination, such as a written warning?",
        "    A.  Travis recommended termination and I agreed with",
        "him.",
        "    Q.  You did not consider a lesser step?",
        "    A.  I did not, no.",
        "        MS. SATO:  Let's take a short break.",
        "        THE VIDEOGRAPHER:  We are going off the record. The",
        "time is 11:52 a.m.",
        "                  (Recess taken.)",
        "        THE VIDEOGRAPHER:  We are back on the record. The",
        "time is 12:06 p.m.",
        "BY MS. SATO:",
        "    Q.  Ms. Kessler, before the break we were discussing",
        "the termination. Who made the final decision?",
        "    A.  Travis made the recommendation. I approved it. The",
        "signature on the memo is his.",
        "    Q.  Did anyone above you review it?",
    ],
    47: [
        "    A.  No. Terminations of hourly staff don't go above HR.",
        "    Q.  Did you know on April 3rd that Mr. Nwosu had",
        "complained about his overtime?",
        "    A.  Yes, I knew about the e-mail.",
        "    Q.  And you knew Mr. Lindqvist had been forwarded it?",
        "    A.  Yes. I forwarded it to him myself.",
        "    Q.  Did you consider whether the termination might be",
        "seen as retaliation?",
        "        MR. ARNAUD:  Objection. Vague.",
        "        THE WITNESS:  I considered it. I concluded the",
        "reasons were legitimate.",
        "BY MS. SATO:",
        "    Q.  What did you base that on?",
        "    A.  On what Travis told me.",
        "    Q.  Nothing else?",
        "    A.  Nothing else.",
        "        MS. SATO:  I'll pass the witness for now, subject to",
        "recall.",
        "        MR. ARNAUD:  No questions at this time.",
        "        THE VIDEOGRAPHER:  This concludes today's",
        "deposition. The time is 12:19 p.m.",
        "           (Deposition adjourned at 12:19 p.m.)",
        "",
        "",
        "",
    ],
}

AUTHORITIES = [
    "29 U.S.C. \u00a7 207(a)(1)",
    "29 U.S.C. \u00a7 215(a)(3)",
    "29 U.S.C. \u00a7 216(b)",
    "Cal. Lab. Code \u00a7 98.6",
    "Cal. Lab. Code \u00a7 203",
    "Cal. Lab. Code \u00a7 510",
    "Cal. Lab. Code \u00a7 1102.5",
    "Cal. Lab. Code \u00a7 1102.6",
    "Cal. Lab. Code \u00a7 1194",
    "Tameny v. Atlantic Richfield Co., 27 Cal. 3d 167 (1980)",
    "Anderson v. Mt. Clemens Pottery Co., 328 U.S. 680 (1946)",
    "Kasten v. Saint-Gobain Performance Plastics Corp., 563 U.S. 1 (2011)",
    "Lawson v. PPG Architectural Finishes, Inc., 12 Cal. 5th 703 (2022)",
    "Celotex Corp. v. Catrett, 477 U.S. 317 (1986)",
    "Fed. R. Civ. P. 56(a)",
]


# ---------------------------------------------------------------------------------------------
# writers
# ---------------------------------------------------------------------------------------------
def write_text_pdf(path: Path, pages, font="helv", size=11, scanned=False):
    doc = pymupdf.open()
    for text in pages:
        page = doc.new_page(width=612, height=792)
        rc = page.insert_textbox(pymupdf.Rect(72, 64, 548, 740), text, fontsize=size, fontname=font)
        if rc < 0:
            raise SystemExit(f"{path.name}: text overflows a page by {-rc:.0f} pt")
        if scanned:
            pix = page.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY)
            doc.delete_page(-1)
            page = doc.new_page(width=612, height=792)
            page.insert_image(page.rect, stream=pix.tobytes("png"))
    doc.save(path, garbage=3, deflate=True)


def write_report_pdf(path: Path, pages, size=9.5):
    """System-printed reports: fixed-pitch rows, one text line per row."""
    doc = pymupdf.open()
    for text in pages:
        page = doc.new_page(width=612, height=792)
        y = 60
        for line in text.split("\n"):
            if line:
                page.insert_text((40, y), line, fontsize=size, fontname="cour")
            y += size * 1.55
        if y > 760:
            raise SystemExit(f"{path.name}: report page too long")
    doc.save(path, garbage=3, deflate=True)


def write_transcript(path: Path):
    doc = pymupdf.open()
    pages = [(1, DEPO_COVER)] + sorted(DEPO.items())
    for number, lines in pages:
        if len(lines) != 25:
            raise SystemExit(f"transcript page {number} has {len(lines)} lines")
        page = doc.new_page(width=612, height=792)
        page.insert_text((470, 52), f"Page {number}", fontsize=11, fontname="cour")
        if number != 1:
            page.insert_text((72, 52), "DEBORAH KESSLER - 9/16/2025", fontsize=9, fontname="cour")
        page.draw_line((100, 66), (100, 730), width=0.6)
        y = 92
        for i, line in enumerate(lines, 1):
            page.insert_text((72, y), f"{i:>2}", fontsize=11, fontname="cour")
            if line:
                page.insert_text((110, y), line, fontsize=11, fontname="cour")
            y += 25.5
        page.insert_text((190, 760), "FITCH COURT REPORTING  (209) 555-0190", fontsize=8, fontname="cour")
    doc.save(path, garbage=3, deflate=True)


def main(out: Path):
    out.mkdir(parents=True, exist_ok=True)
    tc_pages, period_tot = timecard_pages()
    p1, p2 = (h(v[0]) for v in period_tot.values())
    write_text_pdf(out / "D1_offer_letter.pdf", OFFER)
    write_text_pdf(out / "D2_employee_handbook_excerpt.pdf", HANDBOOK)
    write_text_pdf(out / "D3_2024_performance_review.pdf", REVIEW)
    write_report_pdf(out / "D4_timesheets_feb_mar_2025.pdf", tc_pages)
    write_report_pdf(out / "D5_payroll_register.pdf", register_pages(), size=8.8)
    (out / "D6_text_messages_lindqvist.txt").write_text(TEXTS, encoding="utf-8")
    e7, e8, e9 = emails(p1, p2)
    (out / "D7_email_nwosu_to_kessler.eml").write_bytes(e7)
    (out / "D8_email_kessler_reply.eml").write_bytes(e8)
    (out / "D9_email_lindqvist_to_kessler.eml").write_bytes(e9)
    write_text_pdf(out / "D10_termination_memo_scan.pdf", [MEMO], size=12, scanned=True)
    write_transcript(out / "D11_kessler_deposition_excerpt.pdf")
    (out / "authorities.txt").write_text("\n".join(AUTHORITIES) + "\n", encoding="utf-8")
    print(out)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
