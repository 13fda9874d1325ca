"""Build drafts.json (and check_spec.json for check.py) from the marked-up drafts below.

    python build_drafts.py

Markup: «TEXT|EXP|KIND|NEEDS|AT|VAL»
  EXP   p = pass, b = block
  NEEDS '' | pol | mod
  AT    ';'-separated cited pages: D4.p2 (document page) or T43:6-10 / T43 (transcript printed page:lines)
  VAL   '~'-separated strings that check.py must find on the AT pages (pass), or, prefixed with '!',
        must NOT find there (a block whose value was changed). Empty: nothing value-checked.
"""
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent

CAPTION = """MEREDITH SATO (SBN 287731)
SATO EMPLOYMENT LAW, P.C.
2291 West March Lane, Suite 210
Stockton, California 95207
Telephone: (209) 555-0122
msato@satoemploymentlaw.com

Attorneys for Plaintiff
GABRIEL NWOSU

UNITED STATES DISTRICT COURT
EASTERN DISTRICT OF CALIFORNIA

GABRIEL NWOSU,
          Plaintiff,
     v.
TIDEWATER COLD CHAIN, INC.,
          Defendant.

"""

# ------------------------------------------------------------------------------------------------
# A. all true: plaintiff's declaration
# ------------------------------------------------------------------------------------------------
NWOSU_DECL = CAPTION + """«Case No. 2:25-cv-01874|p|caption||D11.p1|2:25-cv-01874»

DECLARATION OF GABRIEL NWOSU IN OPPOSITION TO DEFENDANT'S MOTION FOR SUMMARY JUDGMENT

Date: December 11, 2025
Time: 10:00 a.m.
Courtroom: 7

I, Gabriel Nwosu, declare:

1. I am the plaintiff in this action. I have personal knowledge of the facts stated in this declaration and, if called as a witness, could and would testify competently to them.

2. Tidewater Cold Chain, Inc. ("Tidewater") offered me the job of Inventory Control Lead by a letter dated February 6, 2023. I signed and accepted the offer on «the 8th of February, 2023|p|date||D1.p2|February 8, 2023», and my first day of work was Monday, February 27, 2023. ({D1.p1}-{D1.p2}.)

3. The offer letter set my pay at «$29.00 per hour|p|rate||D1.p1|$29.00 per hour» and stated that the position «"is classified as non-exempt."|p|quote||D1.p1|is classified as non-exempt» ({D1.p1}.) It went on:

     «You will be paid overtime for hours worked over eight (8) in a workday or forty (40) in a workweek, and double time for hours worked over twelve (12) in a workday, as required by California law.|p|block_quote||D1.p1|You will be paid overtime for hours worked over eight (8) in a workday or forty (40) in a workweek, and double time for hours worked over twelve (12) in a workday, as required by California law.»

(Id.)

4. My regular shift was Monday through Friday, «06:00 to 14:30|p|time||D1.p1|06:00 to 14:30», with an unpaid meal period of «thirty (30) minutes|p|duration_words||D1.p1|thirty (30) minute». (Ex. 1 at 1.) I reported to Travis Lindqvist, the Warehouse Operations Manager. (Id.)

5. On «January 8, 2024|p|date||D2.p3|01/08/2024», I signed an acknowledgment that I had received Tidewater's Employee Handbook, revised January 1, 2024. ({D2.p3}.) Section 4.3 of the Handbook says that employees who work overtime without approval «"may be subject to discipline, but will be paid for all hours worked, including unapproved overtime."|p|quote||D2.p1|may be subject to discipline, but will be paid for all hours worked, including unapproved overtime.» ({D2.p1}.) Section 4.5 adds that «"[c]ompensatory time off is not offered in place of overtime pay."|p|quote_bracket||D2.p1|Compensatory time off is not offered in place of overtime pay.» (Id.)

6. My 2024 performance review covered the period from January 1, 2024 through December 31, 2024. ({D3.p1}.) Mr. Lindqvist gave me an overall rating of «"4 - Exceeds Expectations,"|p|quote||D3.p2|4 - Exceeds Expectations» and he signed the review on «January 17, 2025|p|date_second_page_of_range||D3.p3|Reviewer: Travis Lindqvist~01/17/2025». ({D3.p2}-{D3.p3}.)

7. The review rated my inventory accuracy a 5, the highest score on its scale, and noted a «"[c]ycle count accuracy of 99.6 percent across 2024, the best in the building."|p|quote_bracket||D3.p1|Cycle count accuracy of 99.6 percent across 2024, the best in the building.» ({D3.p1}.) In his summary Mr. Lindqvist wrote that I was «"the most dependable lead on the dock"|p|quote||D3.p2|the most dependable lead on the dock» and that he expected me "to keep growing into a supervisory role." ({D3.p2}.)

8. According to the review, «my one area for development was paperwork: closing out my cycle count sheets before I left for the day|p|paraphrase_two_sentences||D3.p2|His one area for development is paperwork.~close out his cycle count sheets before he leaves for the day». (Id.) In my employee comments I wrote that «"on most days the count runs past the end of the shift."|p|quote||D3.p3|on most days the count runs past the end of the shift.» ({D3.p3}.) With the review I received a merit increase of «four percent|p|percent_words||D3.p3|4.0 percent», from $29.00 to «$30.16 per hour|p|rate||D3.p3|$30.16 per hour», effective January 26, 2025. (Id.)

9. Tidewater's Payroll department printed my original kiosk punches on «March 25, 2025|p|date||D4.p1|03/25/2025». (Ex. 4 at 1.) For the pay period from February 9 through February 22, 2025, the time cards record «112.75 hours|p|count_second_page_of_range||D4.p2|PAY PERIOD TOTAL 112.75» of work, including «31.25 hours of overtime|p|count||D4.p2|31.25» and 1.50 hours of double time. (Ex. 4 at 1-2.)

10. On Thursday, February 20, 2025, for example, I clocked in at «05:40|p|time||D4.p2|02/20/2025 Thu 05:40» and did not clock out until «7:10 p.m.|p|time_12h||D4.p2|19:10», a total of «13.00 hours|p|count||D4.p2|13.00». ({D4.p2}.)

11. For the pay period from February 23 through March 8, 2025, the time cards record «109.50 hours|p|count_second_page_of_range||D4.p4|PAY PERIOD TOTAL 109.50», including 29.50 hours of overtime. ({D4.p3}-{D4.p4}.) That period included a Saturday shift on March 1, 2025. ({D4.p3}.)

12. Tidewater did not pay me for those hours. The payroll register shows that for each of the two pay periods I was paid for «80.00 regular hours and 0.00 overtime hours|p|count||D5.p1;D5.p2|Nwosu, Gabriel 30.16 80.00 0.00» at $30.16 per hour, for gross pay of «$2,412.80|p|amount||D5.p1;D5.p2|2,412.80». ({D5.p1}-{D5.p2}.) My earnings history marks each of those checks "ADJ-80," which it defines as «"hours edited by supervisor to 80.00 before processing."|p|quote||D5.p3|hours edited by supervisor to 80.00 before processing.» ({D5.p3}.)

13. On Friday, «March 21, 2025|p|date||D6.p1|03/21/2025», Mr. Lindqvist texted me at 13:48 and asked me to stay and finish the Delta Fresh reefer load. When I asked whether that week's overtime would show up on my check, he answered: «"Payroll is going to show 80 again. Corporate won't approve OT this quarter."|p|quote||D6.p1|Payroll is going to show 80 again. Corporate won't approve OT this quarter.» ({D6.p1}.) I finished the load and clocked out at «21:15|p|time||D6.p1|Clocking out now 21:15». (Id.)

14. On Monday, March 24, 2025, I e-mailed Deborah Kessler, Tidewater's Director of Human Resources. I told her that my checks dated February 28 and March 14 «"each paid me for exactly 80.00 hours and no overtime,"|p|quote||D7.p1|each paid me for exactly 80.00 hours and no overtime» and that I wanted «"to be paid for the hours I worked."|p|quote||D7.p1|to be paid for the hours I worked.» (Ex. 7 at 1.)

15. Ms. Kessler wrote back on March 26, 2025. She said that she had asked Payroll to review my time records and had «"shared [my] concern with Operations."|p|quote_bracket||D8.p1|shared your concern with Operations» ({D8.p1}.) She asked me to «"not discuss this with the rest of the crew while we review it,"|p|quote||D8.p1|not discuss this with the rest of the crew while we review it» and said she expected to have an answer "within two weeks." (Id.)

16. On April 4, 2025, Mr. Lindqvist gave me a memorandum stating that my employment was «"terminated effective today, April 4, 2025."|p|quote_ocr||D10.p1|terminated effective today, April 4, 2025.» ({D10.p1}.) The memorandum gives «two reasons|p|count||D10.p1|1. Repeated failure~2. Insubordination». The second is «"[i]nsubordination on March 31, 2025, when you refused a direct instruction to leave the dock at 14:30."|p|quote_ocr||D10.p1|Insubordination on March 31, 2025, when you refused a direct instruction to leave the dock at 14:30.» (Id.)

17. On March 31, 2025, I stayed past 14:30 because the cycle count on aisle 14 was not yet closed out. At «14:33|p|time||D6.p1|[03/31/2025 14:33]» that afternoon I texted Mr. Lindqvist that I was «"finishing it and I'm clocked in."|p|quote||D6.p1|finishing it and I'm clocked in.» ({D6.p1}.)

18. The memorandum also stated that my final paycheck, «"including 38.50 hours of accrued unused vacation, will be mailed to your address of record."|p|quote_ocr||D10.p1|including 38.50 hours of accrued unused vacation, will be mailed to your address of record.» ({D10.p1}.) My earnings history shows that the final check, which included the vacation payout, was dated «April 11, 2025|p|date||D5.p3|04/11/2025». ({D5.p3}.)

19. Ms. Kessler was deposed in this action on September 16, 2025. ({D11.p1}.) She testified that before she approved my termination she did not interview me, and that she «"spoke only with Travis."|p|transcript_quote||T43:10|spoke only with Travis.» Deposition of Deborah Kessler ("Kessler Dep.") «43:6-10|p|transcript_cite||T43:6-10|Did you interview Mr. Nwosu~I spoke only with Travis». She also testified that Tidewater has no policy that caps hours at eighty per pay period. «Kessler Dep. 45:11-13|p|transcript_cite||T45:11-13|caps hours at~There is no such policy».

«I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct.|p|jurat|||»

«Executed on November 20, 2025, at Stockton, California.|p|boilerplate|||»

/s/ Gabriel Nwosu
Gabriel Nwosu
"""

# ------------------------------------------------------------------------------------------------
# B. all true: counsel's declaration authenticating exhibits
# ------------------------------------------------------------------------------------------------
SATO_DECL = CAPTION + """Case No. 2:25-cv-01874

DECLARATION OF MEREDITH SATO IN SUPPORT OF PLAINTIFF'S OPPOSITION TO DEFENDANT'S MOTION FOR SUMMARY JUDGMENT

I, Meredith Sato, declare as follows:

1. I am an attorney at law licensed to practice before all courts of the State of California and admitted to practice before this Court. I am the principal of Sato Employment Law, P.C., counsel of record for Plaintiff Gabriel Nwosu. I have personal knowledge of the matters stated below.

2. Attached as Exhibit 1 is a true and correct copy of the offer letter from Tidewater Cold Chain, Inc. ("Tidewater") to Plaintiff dated February 6, 2023, produced in this action as «{D1.first}-{D1.last}|p|bates|||». The letter is signed by «Deborah Kessler, Director of Human Resources|p|name||D1.p2|Deborah Kessler Director of Human Resources». ({D1.p2}.)

3. Attached as Exhibit 2 is a true and correct copy of excerpts of Tidewater's Employee Handbook, revised January 1, 2024, produced as {D2.first} through {D2.last}. Section 9.3 of the Handbook provides that Human Resources «"will investigate every complaint made under this Section promptly"|p|quote||D2.p2|will investigate every complaint made under this Section promptly» and that complaints «"will not be shared with the subject of the complaint except as needed to investigate."|p|quote||D2.p2|will not be shared with the subject of the complaint except as needed to investigate.» ({D2.p2}.) Section 11.3 provides that «"[e]mployees who are discharged will receive all final wages, including accrued unused vacation, at the time of discharge."|p|quote_bracket||D2.p3|Employees who are discharged will receive all final wages, including accrued unused vacation, at the time of discharge.» (Ex. 2 at 3.)

4. Attached as Exhibit 3 is a true and correct copy of Plaintiff's 2024 Performance Review, {D3.first}-{D3.last}. The review meeting took place on January 17, 2025 ({D3.p1}), and Ms. Kessler signed the review for Human Resources on «the 21st of January, 2025|p|date||D3.p3|Deborah Kessler Date: 01/21/2025» ({D3.p3}).

5. Attached as Exhibit 4 is a true and correct copy of «four pages|p|count|||» of kiosk time cards for Plaintiff, Employee ID «20417|p|identifier||D4.p1|Emp ID: 20417», produced as {D4.first}-{D4.last}. The first page states that it was printed on March 25, 2025 at «3:08 p.m.|p|time_12h||D4.p1|03/25/2025 15:08» by Payroll. ({D4.p1}.) The second and fourth pages each record a supervisor edit by "TLINDQVIST" with «"[r]eason code ADJ-80 - total hours reduced to 80.00."|p|quote_bracket||D4.p2;D4.p4|Reason code ADJ-80 - total hours reduced to 80.00» ({D4.p2}; {D4.p4}.) The edit to the first pay period was entered on February 24, 2025 at «07:05|p|time||D4.p2|02/24/2025 07:05». ({D4.p2}.)

6. Attached as Exhibit 5 is a true and correct copy of Tidewater's payroll registers for the pay periods ending February 22 and March 8, 2025, together with Plaintiff's 2025 earnings history, {D5.first}-{D5.last}. The register for the pay period ending February 22, 2025 lists «seven employees|p|count||D5.p1|(7 employees)» in Department 300. Three of them, «Ingrid Sorensen, Gabriel Nwosu and Marcus Delgado|p|name||D5.p1|Sorensen, Ingrid 30.40 80.00 0.00 0.00 2,432.00 *~Nwosu, Gabriel 30.16 80.00 0.00 0.00 2,412.80 *~Delgado, Marcus 30.00 80.00 0.00 0.00 2,400.00 *», are flagged as time records «"edited by supervisor before processing."|p|quote||D5.p1|edited by supervisor before processing.» ({D5.p1}.) The register for the following period, with a check date of March 14, 2025, flags the same three employees. ({D5.p2}.)

7. Attached as Exhibit 6 is a true and correct copy of the export of text messages between Plaintiff and Travis Lindqvist, which Plaintiff exported from his phone on «April 14, 2025|p|date||D6.p1|Exported: 04/14/2025», {D6.first}.

8. Attached as Exhibits 7, 8 and 9 are true and correct copies of three e-mails, produced as {D7.first}, {D8.first} and {D9.first}: Plaintiff's e-mail to Ms. Kessler of March 24, 2025, sent at «7:12 a.m.|p|time_12h||D7.p1|07:12:33»; Ms. Kessler's reply of March 26, 2025; and Mr. Lindqvist's e-mail to Ms. Kessler of March 27, 2025. Exhibit 9 also contains the message by which Ms. Kessler forwarded Plaintiff's complaint to Mr. Lindqvist, sent «"Wednesday, March 26, 2025 4:52 PM."|p|quote||D9.p1|Wednesday, March 26, 2025 4:52 PM» ({D9.p1}.)

9. Attached as Exhibit 10 is a true and correct copy of the memorandum dated April 4, 2025 from Mr. Lindqvist to Plaintiff, {D10.first}. The memorandum bears the notation «"HR approval: D. Kessler 04/03/2025."|p|quote_ocr||D10.p1|HR approval: D. Kessler 04/03/2025» (Id.)

10. Attached as Exhibit 11 is a true and correct copy of excerpts from the certified transcript of the deposition of Deborah Kessler, taken on Tuesday, September 16, 2025, and reported by «Lorraine Fitch, CSR No. 14207|p|identifier||D11.p1|Lorraine Fitch, CSR No. 14207» ({D11.first}-{D11.last}) ("Kessler Dep."). I took the deposition. Among other things, Ms. Kessler testified:

     Q. Did you know on April 3rd that Mr. Nwosu had complained about his overtime?
     A. Yes, I knew about the e-mail.
     Q. And you knew Mr. Lindqvist had been forwarded it?
     «A. Yes. I forwarded it to him myself.|p|transcript_quote||T47:6|I forwarded it to him myself.»

«Kessler Dep. 47:2-6|p|transcript_cite||T47:2-6|on April 3rd~I knew about the e-mail~I forwarded it to him myself».

11. Ms. Kessler further testified that Payroll's audit, done in May, found that Plaintiff «"was owed for seventy-four and a quarter hours of overtime and double time,"|p|transcript_quote||T44:5-6|was owed for seventy-four and a quarter hours of overtime and double time» and that the amount "has not been paid." «Kessler Dep. 44:1-11|p|transcript_cite||T44:1-11|Payroll did one in May~It has not been paid». She testified that Mr. Lindqvist «"received a written warning in June"|p|transcript_quote||T45:23|received a written warning in June» of 2025 for editing the time cards, «id. at 45:21-25|p|transcript_cite||T45:21-25|editing the time~written warning in June~June of 2025», and that Plaintiff's replacement «"started at twenty-seven fifty an hour."|p|transcript_quote||T46:7|started at twenty-seven fifty an hour.» Id. at 46:7.

12. Ms. Kessler also testified that the check date of Plaintiff's final paycheck was «"April 11th."|p|transcript_quote||T44:19|April 11th.» «Kessler Dep. at 44|p|transcript_cite||T44|April 11th»; see also «{D11.p6} at 19|p|bates_lines||T44:19|April 11th».

13. Ms. Kessler read the second sentence of Exhibit 9 into the record and testified that, after receiving it, she telephoned Mr. Lindqvist rather than responding in writing. «Kessler Dep. 41:19-42:5|p|transcript_cite_cross_page||T41:19-25;T42:1-5|Exhibit 9~second sentence~I called him~No, I did not».

«I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct.|p|jurat|||» Executed this 20th day of November, 2025, at Stockton, California.

/s/ Meredith Sato
Meredith Sato

CERTIFICATE OF SERVICE

«I hereby certify that on November 20, 2025, I electronically filed the foregoing with the Clerk of the Court using the CM/ECF system, which will send notice of the filing to all counsel of record.|p|boilerplate|||»

/s/ Meredith Sato
"""

# ------------------------------------------------------------------------------------------------
# C. mixed: opposition brief, statement of facts and argument
# ------------------------------------------------------------------------------------------------
OPPOSITION = CAPTION + """Case No. 2:25-cv-01874

PLAINTIFF'S MEMORANDUM OF POINTS AND AUTHORITIES IN OPPOSITION TO DEFENDANT'S MOTION FOR SUMMARY JUDGMENT

I. INTRODUCTION

Tidewater Cold Chain, Inc. ("Tidewater") fired its best inventory lead eleven days after he complained in writing that his overtime had been erased from his paychecks. Its motion asks the Court to treat the timing as coincidence. The record will not bear that reading.

II. STATEMENT OF FACTS

A. Nwosu Was a Non-Exempt Lead With an Excellent Record

Tidewater hired Gabriel Nwosu in February 2023 as an Inventory Control Lead, a position «"classified as non-exempt,"|p|quote||D1.p1|classified as non-exempt» at $29.00 per hour. ({D1.p1}.) His offer letter promised overtime for hours over eight in a workday and double time for hours «"over ten (10) in a workday."|b|quote_altered||D1.p1|!over ten (10) in a workday» (Id.)

Lindqvist's 2024 review rated Nwosu "Exceeds Expectations" overall ({D3.p2}), and it rated his «attendance a 4|b|rating||D3.p1|!Attendance and punctuality - Rating 4», observing that there were «"[n]o unexcused absences in the review period."|p|quote_bracket||D3.p1|No unexcused absences in the review period.» ({D3.p1}.) Lindqvist called Nwosu «"the most reliable lead on the dock."|b|quote_altered||D3.p2|!most reliable lead» ({D3.p2}.) The review came with a «4.5 percent|b|percent||D3.p3|!4.5 percent» merit increase. ({D3.p3}.)

Tidewater's Handbook requires that «"[e]very step of discipline must be documented in writing and placed in the employee's personnel file."|p|quote_bracket||D2.p3|Every step of discipline must be documented in writing and placed in the employee's personnel file.» ({D2.p3}.) It allows a manager to skip steps only for «"serious misconduct, such as theft, violence, or insubordination."|b|quote_altered||D2.p3|!or insubordination» (Id.)

B. Tidewater Erased Nwosu's Overtime

The original kiosk punches show that Nwosu worked 112.75 hours in the pay period ending February 22, 2025 ({D4.p2}), and «109.50 hours|b|pin||D4.p3|!109.50» in the pay period ending March 8, 2025 ({D4.p3}). On February 13, 2025, he clocked out at «18:45|p|time||D4.p1|02/13/2025 Thu 05:45 11:00 11:30 18:45» after a «12.50-hour day|p|count||D4.p1|18:45 12.50». ({D4.p1}.) On Wednesday, March 5, 2025, he worked «12.75 hours|b|count||D4.p4|!12.75». ({D4.p4}.)

Tidewater nevertheless paid him for exactly 80.00 hours, and no overtime, in each period. ({D5.p1}-{D5.p2}.) The time cards show why. Lindqvist edited the first period's card on «February 24, 2025 at 07:05|p|date_time||D4.p2|EDITED 02/24/2025 07:05», entering "[r]eason code ADJ-80," and the card records that there was «"[n]o missed or erroneous punch."|p|quote_bracket||D4.p2|No missed or erroneous punch» ({D4.p2}.) He edited the second period's card on «March 12, 2025|b|date||D4.p4|!03/12/2025». ({D4.p4}.) The Handbook permits a supervisor to correct a time record «"only to fix a missed or erroneous punch."|p|quote||D2.p1|only to fix a missed or erroneous punch» ({D2.p1}.)

Other hourly employees on the same register were paid their overtime; Kevin Pham, for example, was paid «11.50 overtime hours|b|pin||D5.p1|!11.50» for the first period. ({D5.p1}.) Lindqvist also cut the hours of two other leads, «Rosa Alvarez|b|name_wrong_row|mod|D5.p1|» and Marcus Delgado. (Id.) And before the cap began, Tidewater had paid Nwosu overtime, including «7.25 hours|p|count||D5.p3|01/25/2025 01/31/2025 29.00 80.00 7.25» in the period ending January 25, 2025. ({D5.p3}.)

C. Nwosu Complained, and Eleven Days Later He Was Fired

On March 21, 2025, Lindqvist texted Nwosu that "Payroll is going to show 80 again" and that he would «"make it up to you with comp days in April."|p|quote||D6.p1|make it up to you with comp days in April.» ({D6.p1}.) On Monday, March 24, 2025, Nwosu complained in writing to Deborah Kessler, Tidewater's Director of Human Resources. ({D7.p1}.) Kessler forwarded the complaint to Lindqvist on March 26, 2025 at «4:25 p.m.|b|time_12h||D9.p1|!4:25» ({D9.p1}.) The next morning Lindqvist wrote back:

     «Got it. I want him off the dock before peak season starts. He has been pushing back on me since the review and now he is going around me to HR over a few hours.|p|block_quote||D9.p1|Got it. I want him off the dock before peak season starts. He has been pushing back on me since the review and now he is going around me to HR over a few hours.»

(Id.)

Kessler put nothing in writing in response. She testified that she called Lindqvist and told him «"he could not take action because of the pay complaint."|p|transcript_quote||T42:2-3|he could not take action because of the pay complaint.» Deposition of Deborah Kessler ("Kessler Dep.") «42:1-5|p|transcript_cite||T42:1-5|I called him~No, I did not». Kessler approved the termination on April 3, 2025, and Lindqvist fired Nwosu the next day. ({D10.p1}.) «Before approving it, Kessler interviewed Nwosu about the March 31 incident.|b|polarity|pol|T43:6-8|» Kessler Dep. 43:6-8. «She spoke with two other dock workers as well.|b|fabricated||T43:9-10|!dock workers» Id. at 43:9-10. There «"were no written warnings in his file."|p|transcript_quote||T42:18|were no written warnings in his file» Id. at 42:17-18. And Kessler admitted that «she considered a written warning as an alternative to termination|b|polarity|pol|T46:8-13|». Id. at 46:8-13.

The termination memo told Nwosu that his final paycheck would be «"handed to you today."|b|quote_fabricated||D10.p1|!handed to you today» ({D10.p1}.) It was not; the final check is dated April 11, 2025. ({D5.p3}.) Kessler conceded that the overtime Payroll's audit found owing "has not been paid." Kessler Dep. 44:10.

III. ARGUMENT

A. Legal Standard

Summary judgment is appropriate only if "there is no genuine dispute as to any material fact and the movant is entitled to judgment as a matter of law." «Fed. R. Civ. P. 56(a)|p|authority|||». The moving party bears the initial burden of demonstrating the absence of a genuine issue of material fact. Celotex Corp. v. Catrett, «477 U.S. 317|p|authority|||», 323 (1986).

B. Tidewater's Own Records Establish the Overtime Claim

California requires one and one-half times the regular rate for work over eight hours in a workday, and twice the regular rate for work over twelve hours in a workday. «Cal. Lab. Code § 510(a)|p|authority|||». An employee who receives less than the legal overtime compensation may recover the unpaid balance in a civil action. Cal. Lab. Code § 1194(a). And where the employer's records are inaccurate, the employee carries his burden by producing evidence of the amount and extent of his work "as a matter of just and reasonable inference." Anderson v. Mt. Clemens Pottery Co., «328 U.S. 680|p|authority|||», 687 (1946). Here the employer's own kiosk supplies the hours.

C. A Jury Could Find That Nwosu Was Fired for Complaining

Once an employee shows that his protected activity was a contributing factor in his termination, the employer must prove by clear and convincing evidence that it would have fired him anyway for legitimate, independent reasons. Cal. Lab. Code § 1102.6; Lawson v. PPG Architectural Finishes, Inc., «12 Cal. 5th 703|p|authority|||» (2022). Close timing between a complaint and a discharge supports an inference of causation. «Yanowitz v. L'Oreal USA, Inc., 36 Cal. 4th 1028|b|authority_unlisted|||», 1054 (2005). No employer may discharge an employee for complaining about unpaid wages. «Cal. Lab. Code § 98.6(a)|p|authority|||».

D. Waiting Time Penalties

Because Tidewater did not pay all wages due at discharge, Nwosu may recover waiting time penalties for up to thirty days. «Cal. Lab. Code § 203(a)|p|authority|||». He is also owed premium pay for the meal periods he worked through. «Cal. Lab. Code § 226.7|b|authority_unlisted|||».

IV. CONCLUSION

The motion should be denied.

Dated: November 20, 2025                    SATO EMPLOYMENT LAW, P.C.

                                            /s/ Meredith Sato
                                            Meredith Sato
                                            Attorneys for Plaintiff

CERTIFICATE OF SERVICE

«I certify that on November 20, 2025, I served the foregoing, together with the excerpts of the deposition of Deborah Kessler taken on September 9, 2025, on all counsel of record through the Court's CM/ECF system.|b|boilerplate_wrong_date||D11.p1|!September 9, 2025»

/s/ Meredith Sato
"""

# ------------------------------------------------------------------------------------------------
# D. mixed: settlement demand letter
# ------------------------------------------------------------------------------------------------
DEMAND = """SATO EMPLOYMENT LAW, P.C.
2291 West March Lane, Suite 210
Stockton, California 95207
(209) 555-0122

October 6, 2025

VIA E-MAIL AND U.S. MAIL

Kyle Arnaud, Esq.
Pryor Whitcomb LLP
400 Capitol Mall, Suite 1800
Sacramento, California 95814

CONFIDENTIAL SETTLEMENT COMMUNICATION - «FED. R. EVID. 408|b|authority_unlisted|||»

Re: Nwosu v. Tidewater Cold Chain, Inc., E.D. Cal. Case No. 2:25-cv-01874

Dear Mr. Arnaud:

With Ms. Kessler's deposition behind us, I write to convey Mr. Nwosu's settlement demand before the parties take on the expense of expert discovery.

Your client's liability on the overtime claim is not seriously disputed. Mr. Nwosu was hired at «$29.50 an hour|b|rate||D1.p1|!29.50» ({D1.p1}) and was earning «$30.16|p|rate||D5.p3|04/05/2025 04/11/2025 30.16» when he was fired ({D5.p3}). His original kiosk punches record «31.25 hours of overtime|p|count||D4.p2|PAY PERIOD TOTAL 112.75 80.00 31.25» and «2.50 hours of double time|b|count||D4.p2|!2.50» in the pay period ending February 22, 2025 alone ({D4.p2}), and another «29.50 overtime hours|b|pin||D4.p3|!29.50» in the period ending March 8 ({D4.p3}). Tidewater paid none of it. Mr. Lindqvist cut each period to 80.00 hours under reason code "ADJ-80," and the cards themselves record «"[n]o missed or erroneous punch noted."|p|quote_bracket||D4.p2;D4.p4|No missed or erroneous punch noted.» ({D4.p2}; {D4.p4}.)

Ms. Kessler's testimony removes any doubt. See Deposition of Deborah Kessler ("Kessler Dep.") 44:1-11. She admitted that Payroll's own audit found Mr. Nwosu «"was owed for seventy-four and a quarter hours of overtime and double time,"|p|transcript_quote||T44:5-6|was owed for seventy-four and a quarter hours of overtime and double time» that «the audit covered only two pay periods|b|count||T44:5-6|!two pay periods», and that the money "has not been paid." Id. She admitted that Tidewater has no policy capping hours at eighty per pay period, Kessler Dep. 45:11-13, and that «Tidewater never disciplined Mr. Lindqvist for editing the time cards|b|polarity|pol|T45:21-25|», id. at 45:21-25. Tidewater's own Handbook forbids what he did: «"No supervisor may instruct or permit an employee to work off the clock."|p|quote||D2.p1|No supervisor may instruct or permit an employee to work off the clock.» (Handbook § 4.5, {D2.p1}.)

The retaliation claim is stronger still. On March 24, 2025, Mr. Nwosu complained in writing that his checks «"each paid me for exactly 80.00 hours and no overtime."|p|quote||D7.p1|each paid me for exactly 80.00 hours and no overtime» ({D7.p1}.) Ms. Kessler sent his complaint straight to Mr. Lindqvist, although Handbook § 9.3 provides that complaints «"will be shared with the subject of the complaint"|b|quote_altered||D2.p2|!will be shared with the subject» only after Human Resources has interviewed the employee. ({D2.p2}.) On March 27, 2025, Mr. Lindqvist answered that he wanted Mr. Nwosu «"off the dock before peak season starts."|p|quote||D9.p1|off the dock before peak season starts.» ({D9.p1}.) Ms. Kessler signed off on the termination on «April 2, 2025|b|date_ocr||D10.p1|!04/02/2025» ({D10.p1}), having spoken with no one but Mr. Lindqvist («Kessler Dep. 45:9-10|b|transcript_cite_wrong_page||T45:9-10|!spoke only with Travis»). Mr. Nwosu had no written warnings in his file («{D11.p5} at 17-18|b|bates_lines_wrong_page||T43:17-18|!written warnings»), and «he had been disciplined once, in 2024, for unapproved overtime|b|polarity|pol|T45:18-20|». Kessler Dep. 45:18-20. He was fired on April 4, 2025, supposedly for refusing to leave the dock at «15:30|b|time_ocr||D10.p1|!15:30» on March 31. ({D10.p1}.)

His 2024 review, signed less than three months before he was fired, rated him «"Outstanding"|b|rating||D3.p2|!Outstanding» overall. ({D3.p2}.) Tidewater then filled his position with a forklift operator at a lower rate: «"twenty-five fifty an hour."|b|transcript_quote_altered||T46:7|!twenty-five fifty» Kessler Dep. 46:7. Mr. Lindqvist, meanwhile, is still the Warehouse Operations Manager. «Id. at 46:1-2|p|transcript_cite||T46:1-2|still the Warehouse Operations Manager».

Waiting time penalties are independently owed. «Section 11.3|p|section||D2.p3|11.3 Final Pay» of the Handbook promises discharged employees their final wages «"at the time of discharge"|p|quote||D2.p3|at the time of discharge» ({D2.p3}), yet the final check was not issued until «April 18, 2025|b|date||D5.p3|!04/18/2025» ({D5.p3}). A full thirty days' wages is owed as a penalty. «Cal. Lab. Code § 203(a)|p|authority|||». Liquidated damages in an equal amount are available under both «29 U.S.C. § 216(b)|p|authority|||» and «Cal. Lab. Code § 1194.2|b|authority_unlisted|||».

Mr. Nwosu will resolve all claims for $185,000, inclusive of attorneys' fees and costs. This offer remains open until 5:00 p.m. on October 31, 2025, after which we will proceed with expert discovery.

Very truly yours,

/s/ Meredith Sato
Meredith Sato

cc: Gabriel Nwosu (via e-mail)
"""

# ------------------------------------------------------------------------------------------------
# E. mixed: first amended complaint, factual allegations
# ------------------------------------------------------------------------------------------------
COMPLAINT = CAPTION + """Case No. 2:25-cv-01874

FIRST AMENDED COMPLAINT FOR DAMAGES

(1) Failure to Pay Overtime, «29 U.S.C. §§ 207(a)(1), 216(b)|p|authority|||»; (2) Failure to Pay Overtime, Cal. Lab. Code §§ 510, 1194; (3) Retaliation, 29 U.S.C. § 215(a)(3); (4) Retaliation, Cal. Lab. Code §§ 98.6, 1102.5; (5) Wrongful Termination in Violation of Public Policy; (6) Waiting Time Penalties, Cal. Lab. Code § 203; (7) Unfair Competition, «Cal. Bus. & Prof. Code § 17200|b|authority_unlisted|||»

DEMAND FOR JURY TRIAL

Plaintiff Gabriel Nwosu alleges as follows:

PARTIES

1. Plaintiff Gabriel Nwosu is an individual residing in Stockton, California. (Ex. 1 at 1.)

2. Defendant Tidewater Cold Chain, Inc. ("Tidewater") is a corporation that operates a refrigerated distribution center at «4410 Navy Drive, Stockton, California 95206|p|place||D1.p1|4410 Navy Drive~Stockton, California 95206». (Id.)

FACTUAL ALLEGATIONS

3. By letter dated February 6, 2023, Tidewater offered Plaintiff the position of Inventory Control Lead and asked him to accept by «February 15, 2023|b|date||D1.p2|!February 15, 2023». (Ex. 1 at 1-2.)

4. The offer letter provided that Plaintiff would be employed «for a fixed term of twelve (12) months|b|fabricated||D1.p2|!fixed term». (Ex. 1 at 2.)

5. The offer letter provided that Plaintiff would accrue vacation at «3.80 hours per pay period|b|rate||D1.p2|!3.80», and that he would become eligible for medical, dental and vision coverage «upon completing the ninety (90) day introductory period|b|invented_condition|mod|D1.p2|». (Id.)

6. Plaintiff's regular shift was Monday through Friday, «06:00 to 14:30|p|time||D1.p1|06:00 to 14:30». (Ex. 1 at 1.)

7. In the workweek of February 9 through 15, 2025, Plaintiff worked «59.25 hours|b|pin||D4.p2|!59.25», including a Saturday shift from «06:00 to 12:30|b|pin||D4.p2|!12:30». (Ex. 4 at 2.)

8. In the workweek of February 16 through 22, 2025, Plaintiff worked 53.50 hours, including a 13.00-hour shift on «Wednesday, February 19|b|date_wrong_row|mod|D4.p2|». (Ex. 4 at 2.)

9. In the workweek of March 2 through 8, 2025, Plaintiff worked «54.25 hours|b|count||D4.p4|!54.25». (Ex. 4 at 4.)

10. Tidewater paid Plaintiff «no overtime for the pay periods ending February 22 and March 8, 2025|p|count||D5.p1;D5.p2|Nwosu, Gabriel 30.16 80.00 0.00 0.00». (Ex. 5 at 1-2.) «Tidewater did pay Plaintiff overtime for the pay period ending March 22, 2025.|b|polarity|pol|D5.p3|» (Ex. 5 at 3.)

11. On March 21, 2025, Plaintiff's supervisor, Travis Lindqvist, texted Plaintiff that «"Payroll is going to show 80 again"|p|quote||D6.p1|Payroll is going to show 80 again» and that Corporate «"won't approve OT this month."|b|quote_altered||D6.p1|!this month» (Ex. 6.)

12. Plaintiff answered that comp days were not legal for hourly employees and that he was «"going to HR Monday."|p|quote||D6.p1|going to HR Monday.» (Id.)

13. On March 24, 2025, Plaintiff complained in writing to Deborah Kessler, Tidewater's Director of Human Resources, that his overtime was missing from his last two paychecks. (Ex. 7.)

14. Kessler replied on «March 28, 2025|b|date||D8.p1|!28 Mar 2025» and told Plaintiff not to discuss the matter with the rest of the crew. (Ex. 8.)

15. Kessler forwarded Plaintiff's complaint to Lindqvist and asked for «"your side before I respond further."|p|quote||D9.p1|your side before I respond further?» (Ex. 9.) Lindqvist replied that Plaintiff's count sheets were «"still late half the time"|p|quote||D9.p1|still late half the time» and that he would "put together the paperwork." (Id.)

16. On March 31, 2025, at «14:13|b|time||D6.p1|!14:13», Lindqvist texted Plaintiff: «"I told you to go home at 14:30. Go home."|p|quote||D6.p1|I told you to go home at 14:30. Go home.» (Ex. 6.) Plaintiff replied that he was closing out the count on «aisle 41|b|place||D6.p1|!aisle 41». (Id.)

17. On April 4, 2025, Tidewater terminated Plaintiff's employment by a «memorandum from Deborah Kessler|b|parties_swapped|pol|D10.p1|» to Plaintiff. (Ex. 10.)

18. The memorandum directed Plaintiff to return his badge, dock keys and handheld scanner, asset tag «HS-0392|b|identifier_ocr||D10.p1|!HS-0392», and stated that his health coverage would continue through «April 15, 2025|b|date_ocr||D10.p1|!April 15, 2025». (Id.)

19. Tidewater's stated reasons were a pretext. Plaintiff's 2024 performance review, signed on «January 17, 2025|p|date_second_page_of_range||D3.p3|01/17/2025», rated him «"Exceeds Expectations"|p|quote||D3.p2|Exceeds Expectations» overall. (Ex. 3 at 2-3.)

FIRST CLAIM FOR RELIEF
(Failure to Pay Overtime - 29 U.S.C. §§ 207(a)(1), 216(b))

20. Plaintiff incorporates the preceding paragraphs.

21. Tidewater failed to pay Plaintiff one and one-half times his regular rate for hours worked over forty in a workweek, in violation of 29 U.S.C. § 207(a)(1).

THIRD CLAIM FOR RELIEF
(Retaliation - 29 U.S.C. § 215(a)(3))

22. A complaint about unpaid overtime, whether oral or written, is protected activity. See Kasten v. Saint-Gobain Performance Plastics Corp., «563 U.S. 1|p|authority|||», 14 (2011).

FIFTH CLAIM FOR RELIEF
(Wrongful Termination in Violation of Public Policy)

23. Tidewater discharged Plaintiff in violation of the public policies expressed in Cal. Lab. Code §§ 98.6 and 1102.5. See Tameny v. Atlantic Richfield Co., «27 Cal. 3d 167|p|authority|||» (1980).

PRAYER FOR RELIEF

Plaintiff prays for unpaid overtime, liquidated damages, waiting time penalties, back pay and front pay, emotional distress damages, punitive damages, attorneys' fees and costs, and such other relief as the Court deems just.

Dated: July 18, 2025                        SATO EMPLOYMENT LAW, P.C.

                                            /s/ Meredith Sato
                                            Attorneys for Plaintiff
"""

# ------------------------------------------------------------------------------------------------
# F. mixed: deposition digest (work product)
# ------------------------------------------------------------------------------------------------
DIGEST = """PRIVILEGED AND CONFIDENTIAL - ATTORNEY WORK PRODUCT

MEMORANDUM

TO:      File, Nwosu v. Tidewater Cold Chain, Inc., No. 2:25-cv-01874 (E.D. Cal.)
FROM:    M. Sato
DATE:    September 22, 2025
RE:      Digest of the deposition of Deborah Kessler (Director of Human Resources)

This memo digests the excerpt we ordered of the September 16, 2025 deposition of Deborah Kessler, pages 40 through 47 ("Tr.") ({D11.first}-{D11.last}). Page and line cites are to the transcript.

Background and role

- Kessler has been Tidewater's HR Director «since June of 2019|p|transcript_quote||T40:4|Since June of 2019.». «Tr. 40:2-4|p|transcript_cite||T40:2-4|Director of Human~June of 2019».
- Payroll reports to her; Hana Ito handles day-to-day processing. Tr. 40:5-7.

The March 24 complaint

- She identified Exhibit 7 as Nwosu's «March 25|b|date||T40:8-10|!March 25» e-mail. Tr. 40:8-10.
- «She knew before the e-mail that Lindqvist was reducing his crew's hours to eighty per pay period.|b|polarity|pol|T40:22-24|» Tr. 40:22-24.
- She learned of the edits only after the e-mail, when she had Hana Ito pull the audit trail at "the end of March." «Tr. 40:25-41:5|p|transcript_cite_cross_page||T40:25;T41:1-5|When did you become aware~pull the~audit trail».
- The audit trail showed edits to the cards of «"[t]hree other leads."|b|transcript_quote_altered||T41:7|!three other leads» Tr. 41:6-7.
- «She did not tell Nwosu what the audit trail showed.|p|transcript_paraphrase||T41:8-9|No. I told him we were reviewing it.» Tr. 41:8-9.
- She forwarded the complaint to Lindqvist and called that "our normal practice." Tr. 41:16-17.
- Asked to read the second sentence of Exhibit 9 into the record, she read: "I want him off the dock before peak season starts." «Tr. 42:22-23|b|transcript_cite_wrong_page||T42:22-23|!off the dock». Her reaction: «"I took it as frustration. Travis is blunt."|p|transcript_quote||T41:25|I took it as frustration. Travis is blunt.» Tr. 41:25.
- She called Lindqvist and told him he could not act because of the pay complaint, but she did not write that down. «Tr. 42:1-5|p|transcript_cite||T42:1-5|I called him~No, I did not».

The termination

- She reviewed the termination and signed off on it «on April 2nd|b|transcript_date||T42:10|!April 2nd». Tr. 42:10.
- «She said she had not looked at his personnel file before approving the termination.|b|polarity|pol|T42:14-16|» Tr. 42:14-16.
- Stated reasons: cycle count documentation and insubordination on March 31st. «Tr. 42:11-13|p|transcript_cite||T42:11-13|cycle count documentation~insubordination on March 31st».
- No verbal warnings were documented. «Tr. 42:15-16|b|transcript_cite_wrong_lines||T42:15-16|!verbal warnings».
- She agreed that «Section 11.1|p|section||T42:21-22|Section 11.1» lets Tidewater skip steps for serious misconduct. Tr. 42:21-24.
- She described the insubordination as Nwosu refusing to leave the dock when told to go home at «15:30|b|time||T43:1-3|!15:30». Tr. 43:1-3.
- «She interviewed Lindqvist and two dock workers about the March 31 incident.|b|fabricated||T43:9-10|!dock workers» Tr. 43:9-10.
- She confirmed that the 2024 review rated Nwosu "Exceeds Expectations." Tr. 43:11-13. She agreed that the review was signed about «six weeks|b|count||T43:16|!six weeks» before the termination. Tr. 43:14-17.
- The review «does not say his job was in jeopardy|p|transcript_paraphrase||T43:21-22|does not say his job is in jeopardy~No, it doesn't say that». Tr. 43:21-22.
- Merit increase of «four percent, to $30.16|p|transcript_numbers_in_words||T43:24-25|Four percent. His rate went to thirty dollars and sixteen cents.». Tr. 43:23-25.

Audit, final pay and discipline

- Payroll's audit was done in «April|b|date||T44:3|!April». Tr. 44:3.
- «The amount found owing has been paid into a trust account pending the litigation.|b|overstatement|mod|T44:10-11|» Tr. 44:10-11.
- Final check date: April 11th. «Tr. 44:9|b|transcript_cite_wrong_lines||T44:9|!April 11th».
- She first saw the March 21 texts «when they were produced in this case|p|transcript_quote||T45:6-7|when they were produced in this case». Tr. 45:4-7.
- No Tidewater policy caps hours at eighty. «Tr. 45:11-13|p|transcript_cite||T45:11-13|There is no such policy».
- «Nwosu was disciplined once for unapproved overtime.|b|polarity|pol|T45:18-20|» Tr. 45:18-20.
- Lindqvist received a written warning in June of 2025. Tr. 45:21-25.
- The replacement, a forklift operator promoted in May, started at «twenty-seven fifty an hour|p|transcript_quote||T46:7|twenty-seven fifty an hour». Tr. 46:3-7.

Decision-maker

- Off the record at «11:52 a.m.|p|time||T46:16|11:52 a.m.»; back on at «12:16 p.m.|b|time||T46:19|!12:16». Tr. 46:15-19.
- «She testified that the signature on the memo is her own.|b|parties_swapped|pol|T46:23-24|» Tr. 46:23-24.
- Terminations of hourly staff «don't go above HR|p|transcript_quote||T47:1|don't go above HR.». Tr. 47:1.
- She based her view that the reasons were legitimate «"[o]n what Travis told me."|p|transcript_quote_bracket||T47:14|On what Travis told me.» Tr. 47:13-14.
- She declined to answer questions about earlier complaints against Lindqvist. «Tr. 48:3-9|b|transcript_page_not_in_excerpt||T48|»

Follow-up: subpoena the timekeeping audit trail for all Dept. 300 leads (Sorensen, Delgado).
"""

# ------------------------------------------------------------------------------------------------
# G. mixed: paralegal's summary declaration of the time and payroll records
# ------------------------------------------------------------------------------------------------
SUMMARY_DECL = CAPTION + """Case No. 2:25-cv-01874

DECLARATION OF LUCIA FERREIRA SUMMARIZING TIME AND PAYROLL RECORDS («FED. R. EVID. 1006|b|authority_unlisted|||»)

I, Lucia Ferreira, declare:

1. I am a senior paralegal at Sato Employment Law, P.C. I prepared the summary below from Exhibit 4 (the kiosk time cards, {D4.first}-{D4.last}) and Exhibit 5 (the payroll registers and earnings history, {D5.first}-{D5.last}). I have personal knowledge of the facts stated here.

2. Exhibit 4 consists of four time cards for Plaintiff, Employee ID «20471|b|identifier||D4.p1|!20471», printed on «March 25, 2025|p|date||D4.p1|Printed: 03/25/2025». ({D4.p1}.) The cards state that there is «"[r]ounding: none."|p|quote_bracket||D4.p1|Rounding: none.» (Id.)

3. Representative days from Exhibit 4:

   (a) Monday, February 10, 2025: in at 05:55, out at 16:40, «10.25 hours|p|count||D4.p1|16:40 10.25». ({D4.p1}.)
   (b) Thursday, February 13, 2025: 12.50 hours, including «0.50 hours of double time|p|count||D4.p1|18:45 12.50 8.00 4.00 0.50». (Id.)
   (c) Saturday, February 15, 2025: 6.00 hours, «none of them overtime|b|polarity|pol|D4.p1|». (Id.)
   (d) Tuesday, February 18, 2025: in at 05:56, out at «17:14|b|time||D4.p2|!17:14». ({D4.p2}.)
   (e) Thursday, February 20, 2025: 13.00 hours, including «1.00 hour of double time|b|pin||D4.p3|!1.00». ({D4.p3}.)
   (f) Friday, February 28, 2025: out at «6:00 p.m.|p|time_12h||D4.p3|02/28/2025 Fri 05:45 11:00 11:30 18:00». ({D4.p3}.)
   (g) Wednesday, March 5, 2025: in at 05:47, out at 18:17, «12.00 hours|p|count||D4.p4|18:17 12.00». ({D4.p4}.)
   (h) Thursday, March 6, 2025: «11.25 hours|b|count||D4.p4|!11.25». (Id.)
   (i) Friday, March 7, 2025: «10.75 hours|p|count||D4.p4|17:05 10.75». (Id.)

4. Pay period totals from Exhibit 4: for the period ending February 22, 2025, «31.25 overtime hours and 1.50 double-time hours|p|count||D4.p2|PAY PERIOD TOTAL 112.75 80.00 31.25 1.50» ({D4.p2}); for the period ending March 8, 2025, 29.50 overtime hours and «1.25 double-time hours|b|count||D4.p4|!1.25» ({D4.p4}). Plaintiff certified the second period's punches electronically on March 8, 2025 at 18:47, and Mr. Lindqvist's edit to that period was entered on «March 10, 2025 at 06:58|p|date_time||D4.p4|EDITED 03/10/2025 06:58». (Id.)

5. From Exhibit 5: Plaintiff's rate in both periods was $30.16, and his gross pay for each period was $2,412.80. ({D5.p1}; {D5.p2}.) For the first period, the department paid «552.00 regular hours and 19.50 overtime hours|p|count||D5.p1|552.00 19.50». ({D5.p1}.) Department gross pay for the second period was «$15,589.18|b|amount||D5.p2|!15,589.18». ({D5.p2}.) Rosa Alvarez was paid «6.25 overtime hours|b|pin||D5.p2|!6.25» in the first period. ({D5.p2}.)

6. The earnings history, printed on «May 21, 2025|b|date||D5.p3|!05/21/2025», shows that Plaintiff was paid «7.25 overtime hours in the period ending February 8, 2025|b|value_wrong_row|mod|D5.p3|», and 17.25 overtime hours for the year to date. ({D5.p3}.) His final check paid «78.00 regular hours|b|count||D5.p3|!78.00» and 38.50 vacation hours, bringing year-to-date gross pay to «$18,502.73|p|amount||D5.p3|18,502.73». (Id.)

«I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct.|p|jurat|||» Executed on November 19, 2025, at Stockton, California.

/s/ Lucia Ferreira
Lucia Ferreira

CERTIFICATE OF SERVICE

«I certify that on November 20, 2025, I served this declaration, with the kiosk time cards printed on March 28, 2025, on all counsel of record through the Court's CM/ECF system.|b|boilerplate_wrong_date||D4.p1|!03/28/2025»
"""

# ------------------------------------------------------------------------------------------------
# H. mixed: mediation statement
# ------------------------------------------------------------------------------------------------
MEDIATION = """CONFIDENTIAL MEDIATION STATEMENT
Protected by «Cal. Evid. Code § 1119|b|authority_unlisted||»

TO:      Hon. Ellen R. Castillo (Ret.)
FROM:    Meredith Sato, Sato Employment Law, P.C., counsel for Plaintiff Gabriel Nwosu
RE:      Nwosu v. Tidewater Cold Chain, Inc., No. 2:25-cv-01874 (E.D. Cal.)
         Mediation set for January 14, 2026

Judge Castillo:

Thank you for agreeing to mediate this case. This statement summarizes the record as Plaintiff sees it. Deposition cites are to the transcript of Deborah Kessler, Tidewater's Director of Human Resources ("Kessler Dep.").

1. The job and the man

Tidewater employed Mr. Nwosu as an Inventory Control Lead from February 27, 2023 until it fired him on April 4, 2025. ({D1.p1}; {D10.p1}.) «His offer letter classified the position as exempt from overtime.|b|polarity|pol|D1.p1|» ({D1.p1}.) He reported to Travis Lindqvist, who is still the Warehouse Operations Manager. «Kessler Dep. 46:1-2|p|transcript_cite||T46:1-2|still the Warehouse Operations Manager».

Mr. Lindqvist's own review for 2024 says that Mr. Nwosu «"knows the freezer inventory better than anyone"|p|quote||D3.p2|knows the freezer inventory better than anyone» and that the crew trusts him. ({D3.p2}.) In the same summary Mr. Lindqvist wrote that Mr. Nwosu «"is the most dependable lead on the dock and the crew trusts him."|b|quote_stitched||D3.p2|!is the most dependable lead on the dock and the crew trusts him» (Id.) The review credited him with cycle count accuracy of «99.4 percent|b|percent||D3.p1|!99.4 percent» across 2024 ({D3.p1}), and «it warned that his job would be in jeopardy if his paperwork did not improve|b|invented_condition|mod|D3.p2|» ({D3.p2}). He also earned a «$1,500 safety bonus|b|fabricated||D3.p1|!1,500» for 2024. ({D3.p1}.)

2. The overtime

The kiosk punches are not in dispute. On Tuesday, February 11, 2025, Mr. Nwosu worked 11.00 hours. ({D4.p1}.) His longest day in the period was February 20, 2025, when he worked from 05:40 to «19:10|b|pin||D4.p1|!19:10». ({D4.p1}.) «The kiosk printout notes a missed punch on each edited card.|b|polarity|pol|D4.p2;D4.p4|» ({D4.p2}; {D4.p4}.)

Tidewater's Handbook leaves no room for what happened. Section 4.3 provides that «"[e]mployees who work overtime without approval . . . will be paid for all hours worked, including unapproved overtime."|p|quote_ellipsis||D2.p1|Employees who work overtime without approval~will be paid for all hours worked, including unapproved overtime.» ({D2.p1}.) «The Handbook allows compensatory time off in place of overtime pay|b|polarity|pol|D2.p1|» only where the employee agrees in writing. (Id.) Human Resources complaints, according to Section 9.3, «"will . . . be shared with the subject of the complaint"|b|quote_ellipsis_drops_not||D2.p2|!will be shared with the subject» so that the manager can respond. ({D2.p2}.) And the discipline policy states that Tidewater «"may skip steps where the conduct involves [any] misconduct."|b|quote_bracket_changes_meaning||D2.p3|!involves any misconduct» ({D2.p3}.)

After the complaint, Ms. Kessler asked Payroll to «pull the audit trail|p|transcript_paraphrase||T41:1-2|pull the~audit trail». Kessler Dep. 41:1-2. «Ms. Kessler then told Mr. Nwosu what the audit trail showed.|b|polarity|pol|T41:8-9|» Id. at 41:8-9. «Payroll's May audit confirmed the unpaid hours, and Tidewater has since paid them.|b|polarity|pol|T44:1-11|» Id. at 44:1-11. In writing, Tidewater's chief financial officer, «Alan Merrick|b|fabricated||D6.p1|!Merrick», confirmed that no overtime would be approved that quarter. ({D6.p1}.)

3. The termination

«Mr. Lindqvist forwarded Mr. Nwosu's complaint to Ms. Kessler|b|parties_swapped|pol|D9.p1|» on March 26, 2025. ({D9.p1}.) The next morning he told her that he wanted Mr. Nwosu «"off the dock before peak season starts."|p|quote||D9.p1|off the dock before peak season starts.» (Id.) The termination memorandum is dated «April 7, 2025|b|date_ocr||D10.p1|!April 7, 2025». ({D10.p1}.) «Ms. Kessler approved the termination the day after the memorandum issued.|b|before_after|pol|D10.p1|» (Id.) «She did not know about Mr. Nwosu's complaint when she approved it.|b|polarity|pol|T47:2-4|» Kessler Dep. 47:2-4. «Terminations of hourly staff are reviewed above Human Resources|b|polarity|pol|T47:1|», Kessler Dep. 47:1, and «Ms. Kessler made a written record of her call telling Mr. Lindqvist not to act on the complaint|b|polarity|pol|T42:1-5|», id. at 42:1-5.

Ms. Kessler conceded that she "spoke only with Travis" before approving the decision, «Kessler Dep. 44:10|b|transcript_cite_wrong_page||T44:10|!spoke only with Travis», and that her conclusion rested «"[o]n what Travis told me"|p|transcript_quote_bracket||T47:14|On what Travis told me.» and «"[n]othing else."|p|transcript_quote_bracket||T47:16|Nothing else.» «Kessler Dep. 47:13-16|p|transcript_cite||T47:13-16|On what Travis told me~Nothing else».

The memorandum promised that Mr. Nwosu's health coverage would continue «through April 30, 2025|p|date_ocr||D10.p1|continues through April 30, 2025». ({D10.p1}.) His final check included «38.50 hours|b|pin||D5.p2|!38.50» of vacation ({D5.p2}), paid at his final rate of «$31.16|b|rate||D5.p3|!31.16» an hour ({D5.p3}).

4. Damages

Mr. Nwosu seeks unpaid overtime under «29 U.S.C. § 207(a)(1)|p|authority||» and Cal. Lab. Code § 510, waiting time penalties under «Cal. Lab. Code § 203|p|authority||», and lost wages and emotional distress damages on his retaliation and Tameny claims. Punitive damages are recoverable on the Tameny claim. «Cal. Civ. Code § 3294|b|authority_unlisted||».

We look forward to working with you on January 14.

Respectfully submitted,

/s/ Meredith Sato
Meredith Sato
"""

DRAFTS = {
    "nwosu_declaration_true": NWOSU_DECL,
    "sato_exhibit_declaration_true": SATO_DECL,
    "opposition_brief_mixed": OPPOSITION,
    "settlement_demand_letter_mixed": DEMAND,
    "first_amended_complaint_mixed": COMPLAINT,
    "kessler_deposition_digest_mixed": DIGEST,
    "records_summary_declaration_mixed": SUMMARY_DECL,
    "mediation_statement_mixed": MEDIATION,
}

MARK = re.compile(r"«([^«»]*)»")
NEEDS = {"": None, "pol": "polarity", "mod": "model"}


def parse(name, marked):
    out, claims, spec, pos = [], [], [], 0
    for i, m in enumerate(MARK.finditer(marked), 1):
        fields = m.group(1).split("|")
        fields += [""] * (6 - len(fields))
        text, exp, kind, needs, at, val = fields[:6]
        if len(m.group(1).split("|")) > 6:
            raise SystemExit(f"{name}: too many fields in {m.group(1)!r}")
        assert exp in ("p", "b"), (name, text)
        cid = f"{name.split('_')[0][:3]}{i}"
        c = {"id": cid, "text": text, "kind": kind, "expect": "pass" if exp == "p" else "block"}
        if NEEDS[needs]:
            c["needs"] = NEEDS[needs]
        claims.append(c)
        spec.append({"id": cid, "at": [a for a in at.split(";") if a], "val": [v for v in val.split("~") if v]})
        out.append(marked[pos:m.start()])
        out.append(text)
        pos = m.end()
    out.append(marked[pos:])
    text = "".join(out)
    assert "«" not in text and "»" not in text
    return text, claims, spec


def main():
    drafts, specs = {}, {}
    for name, marked in DRAFTS.items():
        text, claims, spec = parse(name, marked)
        blocked = any(c["expect"] == "block" for c in claims)
        drafts[name] = {"expect_blocked": blocked, "text": text, "claims": claims}
        specs[name] = spec
    doc = {
        "note": "Nwosu v. Tidewater Cold Chain (employment: unpaid overtime and retaliatory termination). "
                "Matter: make_matter.py, Bates prefix EMPLOY, documents D1..D11 produced in numeric order "
                "(D1, D2, ..., D10, D11). Each .eml/.txt is one page. D10 is an image-only scan; D11 is a "
                "deposition excerpt whose first PDF page is the cover (printed page 1) and whose later PDF pages "
                "are printed pages 40-47, so printed page P is D11 page P-38. needs=model marks what only a "
                "model reading meaning can catch; needs=polarity marks a negation, reversal or swapped parties.",
        "matter_script": "make_matter.py",
        "prefix": "EMPLOY",
        "drafts": drafts,
    }
    (HERE / "drafts.json").write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    (HERE / "check_spec.json").write_text(json.dumps(specs, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    n = sum(len(d["claims"]) for d in drafts.values())
    print(f"{len(drafts)} drafts, {n} claims")


if __name__ == "__main__":
    main()
