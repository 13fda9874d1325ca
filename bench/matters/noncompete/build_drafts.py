"""Build drafts.json (and check_keys.json, the author's answer key for check.py) from marked-up drafts.

A labelled span is written «text|kind|exp[|k=key][|c=cite]»: exp is p (pass), b (block), bp (block,
needs polarity) or bm (block, needs model). k= names the value check.py looks for on the cited page when
it is not the span itself (k=@calc:EXPR for a computed figure); c= overrides the cite.
"""
import json
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent

CAPTION = """UNITED STATES DISTRICT COURT
SOUTHERN DISTRICT OF OHIO
WESTERN DIVISION

BRIGHTWATER FLUID SYSTEMS, INC.,
                    Plaintiff,
          v.
TOBIAS J. RENFREW and KESSLING PROCESS TECHNOLOGIES LLC,
                    Defendants.

Case No. {case}
Judge Eleanor M. Whitcomb
"""

D = {}

# ------------------------------------------------------------------------------------------------ 1
D["abernathy_declaration"] = (False, CAPTION.format(case="«1:25-cv-00208|docket_number|p»") + """
DECLARATION OF CORINNE ABERNATHY IN SUPPORT OF PLAINTIFF'S MOTION FOR PRELIMINARY INJUNCTION

I, Corinne Abernathy, declare as follows:

1. I am the Vice President of Sales of plaintiff Brightwater Fluid Systems, Inc. ("Brightwater"). I make this declaration from personal knowledge and from Brightwater business records kept in the ordinary course of its business. ({D1.p1})

2. Brightwater designs, sells and services industrial filtration and fluid-handling systems. Its principal office is at 2150 Sharon Creek Road, Cincinnati, Ohio 45241. ({D2.p1})

3. By letter dated «March 4, 2024|date|p», I offered Tobias J. Renfrew the position of Sales Engineer, Industrial Accounts, reporting to me, at a base salary of «$118,500.00|amount|p» a year plus a commission of «four and one-half percent (4.5%)|percent_words|p» of net invoiced sales on his assigned accounts. ({D1.p1}) The offer also carried a one-time signing bonus of «$7,500.00|amount|p», to be repaid in full if he resigned within twelve months of his start date. ({D1.p1})

4. The offer was contingent on Mr. Renfrew's signing Brightwater's Employee Confidentiality, Non-Competition and Non-Solicitation Agreement (the "Agreement") before his first day. He countersigned the offer letter on March 6, 2024. ({D1.p1})

5. Mr. Renfrew signed the Agreement on «March 22, 2024|date|p», and I signed it for Brightwater the same day. A true and correct copy of the Agreement, No. «BW-HR-2024-0386|identifier|p», is attached as Exhibit 2. ({D2.first}-{D2.last}) He began work on March 25, 2024. ({D1.p1})

6. The Agreement protects Brightwater's "Confidential Information," which it defines to include «"customer lists and customer contact data, pricing matrices, discount schedules, margin floors, bid histories"|quote|p». ({D2.p1}) Section 2 forbids transferring Confidential Information to a personal e-mail account, a personal cloud storage account or a removable storage device. ({D2.p1})

7. Under Section 4, for «twelve (12) months|duration|p» after his Separation Date Mr. Renfrew may not work for a Competing Business within the Territory, which the Agreement defines as «the States of Ohio, Kentucky and Indiana|place|p» and any area within «one hundred fifty (150) miles|distance|p» of our Cincinnati office. ({D2.p2})

8. Section 5 bars Mr. Renfrew, for «eighteen (18) months|duration|p», from soliciting, calling upon or accepting business from any Restricted Customer. ({D2.p2}) A Restricted Customer is a customer or active prospect with which he had material contact during the twenty-four (24) months before his Separation Date. ({D2.p1})

9. Under Section 7, each Restricted Customer solicited in breach of Section 5 carries liquidated damages of «$15,000.00|amount|p» or forty percent of the Competing Business's gross revenue from that customer during the Restricted Period, whichever is greater. ({D2.p2})

10. Section 10 provides that the Agreement is governed by «the laws of the State of Ohio|governing_law|p» and that any action to enforce it be brought in courts located in Hamilton County, Ohio. ({D2.p3})

11. In 2024 Mr. Renfrew handled Brightwater's accounts with, among others, Marlowe Chemical Co. in Hamilton, Ohio, Ridgeline Brewing Company in Dayton, Ohio, and Pell Creek Paper Mill in Maysville, Kentucky. ({D3.p1}) His commissionable sales for the year came to «$433,405.00|amount|p», on which he earned «$19,503.23|amount|p» in commissions. ({D3.p1}) Marlowe, account no. «BW-A-10221|identifier|p», accounted for «$153,750.00|amount|p» of that revenue. ({D3.p1})

12. On «January 6, 2025|date|p», I e-mailed the industrial sales team, including Mr. Renfrew, Brightwater's Q1 2025 price matrix. The matrix raised list prices on the BX-400 and BX-600 skid lines by «3.5%|percent|p» effective January 13, 2025, and left margin floors at «22%|percent|p» for standard builds and 18% for strategic accounts. My e-mail told the team: «"This file is Confidential Information. Do not forward it outside Brightwater."|quote|p» ({D4.p1})

13. Mr. Renfrew's last day at Brightwater was «January 17, 2025|date_ocr|p». At his exit meeting that afternoon he signed an Employee Exit Certification stating that he had «not retained any Confidential Information|quote_fragment_ocr|p» in paper or electronic form. On the same form he gave his new employer as «"Not yet decided."|quote_ocr|p» ({D6.p1})

14. I later learned that on «January 27, 2025|date|p» Mr. Renfrew began working for defendant Kessling Process Technologies LLC ("Kessling") as a «Regional Sales Engineer|title|p» in Kessling's Florence, Kentucky office. ({D9.p1})

15. Marlowe has since moved business to Kessling. On «February 11, 2025|date|p», Marlowe issued Kessling Purchase Order No. «MC-25-00318|identifier|p», totaling «$186,400.00|amount|p», which names Toby Renfrew as Kessling's sales contact. ({D10.p1}) The order is for two duplex bag filtration skids rated at 480 gpm, with delivery requested by April 21, 2025. ({D10.p1})

«I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct.|jurat|p»

Executed on March 24, 2025, at Cincinnati, Ohio.

/s/ Corinne Abernathy
Corinne Abernathy
""")

# ------------------------------------------------------------------------------------------------ 2
D["quintero_declaration"] = (False, CAPTION.format(case="1:25-cv-00208") + """
DECLARATION OF RAFAEL QUINTERO IN SUPPORT OF PLAINTIFF'S MOTION FOR PRELIMINARY INJUNCTION

I, Rafael Quintero, declare:

1. I am a «Senior Forensic Examiner|title|p» ({D8.p3}) with «Lockfield Digital Forensics LLC|name|p» in Columbus, Ohio, and I hold the CFCE and EnCE certifications. ({D8.p1})

2. Pemberton Hale LLP, counsel for Brightwater Fluid Systems, Inc. ("Brightwater"), retained Lockfield to examine a laptop computer that Brightwater had issued to Tobias J. Renfrew. Lockfield bills «$325.00 per hour|rate|p» for my time, and my compensation does not depend on the outcome of this case. ({D8.p3})

3. My findings are set out in my report dated «February 20, 2025|date|p», Lab Case No. «LDF-25-0117|identifier|p», a true copy of which is attached as Exhibit 8. ({D8.first}-{D8.last})

4. On «February 3, 2025|date|p», Lockfield received from Brightwater a Dell Latitude 7440 laptop, serial number «8HX4QZ3|serial|p», Brightwater asset tag «BW-IT-02217|identifier|p», in evidence bag seal no. «0047731|identifier|p». ({D8.p1})

5. The next day, February 4, 2025, I imaged the laptop's 512 GB NVMe drive through a hardware write blocker, verified the image by its SHA-256 hash, and performed all analysis on a working copy. ({D8.p1})

6. My sources included the Windows event logs, the USBSTOR and MountedDevices registry keys, shell link (LNK) files and jump lists, and the Dropbox desktop client's sync database. ({D8.p1})

7. A SanDisk Ultra Fit USB device bearing serial number «4C530001150721112093|serial|p» was connected to the laptop «on four occasions|count|p» between January 8 and January 15, 2025. ({D8.p1})

8. The laptop's Dropbox client was signed in to a personal account registered to «tjrenfrew77@gmail.com|email|p», not to any Brightwater account. ({D8.p1})

9. Table 1 of my report lists each transfer event in Eastern time, on a 24-hour clock. Among them:
(a) at «21:14|time_24h|p» on January 8, 2025, «212|count|p» files (486.3 MB) were copied to the SanDisk device ({D8.p2});
(b) at «22:47|time_24h|p» on January 9, 2025, 37 files (118.6 MB) were uploaded to the Dropbox account ({D8.p2});
(c) at «05:56|time_24h|p» on «January 15, 2025|date_table_iso|p», 126 files (341.7 MB) were copied to the SanDisk device ({D8.p2}); and
(d) at «17:21|time_24h|p» on January 16, 2025, the last three files were uploaded to Dropbox ({D8.p2}).

10. In all, Table 1 records «seven|computed_count|p|k=@calc:len(EVENTS)==7» transfer events, «four|computed_count|p|k=@calc:len(USB)==4» to the SanDisk device and three to Dropbox, together moving «461|computed_sum|p|k=@calc:sum(e[5] for e in EVENTS)==461» files. ({D8.p2})

11. The files copied or uploaded included «Customer_Master_2024.xlsx|filename|p», Pricing_Matrix_Q1_2025.xlsx and «Margin_Floor_Guide_2025.pdf|filename|p». ({D8.p1})

12. On January 16, 2025 at «17:44|time_24h|p», about «23 minutes|interval|p» after the last Dropbox upload, the Windows user account ran «CCleaner version 6.29|software|p», which cleared the Chrome browsing history for the prior 30 days and emptied the Recycle Bin. ({D8.p3})

13. The SanDisk device was «not among the items returned|quote_fragment|p» to Brightwater on January 17, 2025, and it had not been produced to me when I issued my report. ({D8.p3})

14. No Kessling device was «made available for examination|quote_fragment|p», and I express no opinion on whether any Brightwater file was opened on a Kessling device. ({D8.p3})

«I declare under penalty of perjury under the laws of the United States of America that the foregoing is true and correct.|jurat|p»

Executed on March 24, 2025, at Columbus, Ohio.

/s/ Rafael Quintero
Rafael Quintero, CFCE, EnCE
""")

# ------------------------------------------------------------------------------------------------ 3
D["demand_letter_kessling"] = (False, """PEMBERTON HALE LLP
600 Vine Street, Suite 1900
Cincinnati, Ohio 45202

March 3, 2025

VIA E-MAIL AND FEDEX

Helen Draper, General Counsel
Kessling Process Technologies LLC
7400 Turfway Road
Florence, Kentucky 41042

Re: Brightwater Fluid Systems, Inc. v. Renfrew et al., Case No. 1:25-cv-00208 (S.D. Ohio) - Demand Regarding Marlowe Chemical Co.

Dear Ms. Draper:

I write again on behalf of Brightwater Fluid Systems, Inc. ("Brightwater"). Our letter of «January 31, 2025|date|p» asked Kessling to confirm in writing, by «February 7, 2025|date|p», that it would not permit Tobias Renfrew to provide services within the Territory during the Restricted Period. ({D9.p2}) We received no such confirmation.

«Four days|computed_interval|p|k=@calc:days('2025-02-07','2025-02-11')==4» after that deadline, on February 11, 2025, Marlowe Chemical Co. issued Kessling Purchase Order No. «MC-25-00318|identifier|p» for «$186,400.00|amount|p». (Enclosure, {D10.p1}) The purchase order refers to Kessling quote «KPT-Q-25-0291|identifier|p», dated February 7, 2025, and names «Toby Renfrew|name|p» as Kessling's sales contact. ({D10.p1})

Marlowe is a Restricted Customer. It was Mr. Renfrew's account at Brightwater, account no. BW-A-10221, and he last contacted it for Brightwater on «January 7, 2025|date_sheet|p», ten days before his employment ended. ({D3.p1})

Kessling knew what it was getting. On «January 6, 2025|date|p», Kessling's Gavin Thorsby texted Mr. Renfrew that «"Marlowe and Ridgeline are the first two calls."|quote|p» ({D7.p1}) On February 4, 2025, Mr. Renfrew told Mr. Thorsby that he could «"beat Brightwater by 3% and still clear floor."|quote|p» ({D7.p1}) Mr. Renfrew began work at Kessling on January 27, 2025, «ten days|computed_interval|p|k=@calc:days('2025-01-17','2025-01-27')==10» after he left Brightwater. ({D9.p1})

Section 5 of Mr. Renfrew's Agreement bars him, for «eighteen (18) months|duration|p» after his Separation Date, from soliciting or accepting business from any Restricted Customer. ({D2.p2}) Section 7 sets liquidated damages, for each Restricted Customer solicited in breach, at the greater of $15,000.00 or «forty percent (40%)|percent|p» of the gross revenue the Competing Business receives from that customer during the Restricted Period. ({D2.p2}) On the Marlowe order alone, forty percent of the order total is «$74,560.00|computed_amount|p|k=@calc:abs(0.40*186400-74560.00)<0.005». Section 9 also required Mr. Renfrew to give any prospective employer a copy of the Agreement «before accepting employment|quote_fragment|p». ({D2.p2})

Brightwater therefore demands that Kessling, by March 10, 2025: (1) remove Mr. Renfrew from the Marlowe and Ridgeline accounts; (2) suspend performance of Purchase Order No. MC-25-00318 pending resolution of this matter; and (3) deliver to us the SanDisk Ultra Fit device, serial number «4C530001150721112093|serial|p» ({D8.p1}), and any copy of its contents in Kessling's possession.

Finally, Mr. Renfrew owes Brightwater the «$7,500.00|amount|p» signing bonus he agreed to repay if he resigned within «twelve (12) months|duration|p» of his start date. ({D1.p1}) We ask that you forward this letter to him and to his counsel.

Brightwater reserves all rights.

Very truly yours,

/s/ Lydia Okonkwo
Lydia Okonkwo
PEMBERTON HALE LLP

Enclosure
cc: Martin Albescu, Esq., counsel for Tobias J. Renfrew
""")

# ------------------------------------------------------------------------------------------------ 4
D["verified_complaint"] = (True, CAPTION.format(case="«1:25-cv-00208|docket_number|p»") + """
VERIFIED COMPLAINT FOR INJUNCTIVE RELIEF AND DAMAGES
(Jury Demand Endorsed Hereon)

Plaintiff Brightwater Fluid Systems, Inc. ("Brightwater") alleges as follows against Defendants Tobias J. Renfrew ("Renfrew") and Kessling Process Technologies LLC ("Kessling"). Exhibits cited "Ex. __" are attached to this Verified Complaint, numbered in production order; their pages bear NONCOMP Bates numbers.

NATURE OF THE ACTION

1. This is an action against a departing sales engineer who copied his employer's customer list and pricing files on the eve of his move to a direct competitor. In the «nine days|computed_interval|p|k=@calc:days('2025-01-08','2025-01-17')==9» before his last day, Renfrew moved Brightwater files to a USB drive and to a personal Dropbox account. Ex. 8 at 2.

PARTIES

2. Brightwater is an Ohio corporation with its principal office at 2150 Sharon Creek Road, Cincinnati, Ohio 45241. Ex. 2 at 1.

3. Renfrew is an individual who resides at 718 Tamarack Lane, Mason, Ohio 45040. Ex. 1 at 1.

4. Kessling is a limited liability company with its principal office at 7400 Turfway Road, Florence, Kentucky 41042. Ex. 9 at 1.

JURISDICTION AND VENUE

5. This Court has federal-question jurisdiction over Count I under «18 U.S.C. § 1836(c)|statute|p|k=18 U.S.C. § 1836» and 28 U.S.C. § 1331, and supplemental jurisdiction over the remaining counts under 28 U.S.C. § 1367.

6. Venue is proper in this District, among other reasons because «Section 12|section_altered|b|k=12. Governing Law» of Renfrew's agreement requires suit in the state or federal courts located in Hamilton County, Ohio. Ex. 2 at 3. The Agreement is governed by Ohio law. («{D2.p2}|wrong_pin_bates|b|k=governed by the laws of the State of Ohio»)

FACTS

A. Renfrew's Employment and Restrictive Covenants

7. By letter dated March 4, 2024, Brightwater offered Renfrew a position as a Sales Engineer at a base salary of «$118,000.00|amount_altered|b» and commission of «5%|percent_altered|b» of net invoiced sales. Ex. 1 at 1.

8. The offer was conditioned on Renfrew's execution of Brightwater's Employee Confidentiality, Non-Competition and Non-Solicitation Agreement (the "Agreement"). Ex. 1 at 1. Renfrew signed the Agreement on «March 23, 2024|date_altered|b». Ex. 2 at 3.

9. Section 2 of the Agreement forbids Renfrew to transfer Confidential Information «"to any personal e-mail account, personal cloud storage account or removable storage device."|quote|p» Ex. 2 at 1.

10. Section 3 required Renfrew to return all Company property «within five (5) business days|duration_altered|b» after his Separation Date. Ex. 2 at 1.

11. Section 4 prohibits Renfrew, for twelve (12) months after the Separation Date, from providing sales services to a Competing Business in Ohio, Kentucky or Indiana or within «two hundred (200) miles|distance_altered|b» of Brightwater's Cincinnati office. Ex. 2 at 2.

12. Section 5 prohibits Renfrew, for eighteen (18) months, from soliciting or accepting business from any Restricted Customer. Ex. 2 at 2.

13. Section 7 fixes liquidated damages for each Restricted Customer solicited in breach of Section 5 at the greater of «$25,000.00|amount_altered|b» or forty percent of the Competing Business's gross revenue from that customer. Ex. 2 at 2.

14. In Section 8, Renfrew agreed that Brightwater may seek injunctive relief without posting a bond in excess of «$5,000.00|wrong_pin|b». Ex. 2 at 3.

B. Renfrew's Access to Confidential Information

15. Renfrew's accounts included Marlowe Chemical Co. ("Marlowe"), which bought «$153,750.00|amount|p» of equipment and services from Brightwater in 2024. Ex. 3.

16. In 2024 Renfrew earned commissions at 4.5% on net sales of «$433,450.00|amount_transposed|b». Ex. 3.

17. On January 6, 2025, Brightwater's Vice President of Sales circulated the Q1 2025 price matrix, which kept margin floors at «24%|percent_altered|b» for standard builds and 18% for strategic accounts. Ex. 4.

C. Renfrew Takes Brightwater's Files

18. By December 2024 Renfrew was already negotiating with Kessling. On «December 16, 2024|date|p», Kessling's Gavin Thorsby texted him that an offer letter was coming, proposing «"[b]ase 132 plus 8% on everything you bring over."|quote_bracket_altered|b» Ex. 7.

19. Renfrew signed Kessling's offer on January 10, 2025, «three days after|polarity_before_after|bp» he gave notice to Brightwater. Ex. 7.

20. On «January 9, 2025|date_header|p», Renfrew forwarded a Brightwater e-mail attaching «Pricing_Matrix_Q1_2025.xlsx|filename|p» from his Brightwater account to his personal Gmail account, «three days|computed_interval|p|k=@calc:days('2025-01-06','2025-01-09')==3» after he received it. Ex. 4.

21. Forensic examination of Renfrew's Brightwater laptop shows that between January 8 and January 16, 2025 he transferred Brightwater files to a SanDisk USB device or a personal Dropbox account on «nine|computed_count_wrong|b|k=@calc:len(EVENTS)!=9» separate occasions. Ex. 8 at 2.

22. Those transfers included the file Customer_Master_2024.xlsx, Brightwater's customer master list. Ex. 8 at 1.

23. The «single largest transfer|model_overstatement|bm» came on January 15, 2025, when Renfrew copied 126 files to the SanDisk device, «two days|computed_interval|p|k=@calc:days('2025-01-13','2025-01-15')==2» after giving notice. Ex. 8 at 2.

24. On January 16, 2025 at «17:41|time_altered|b», Renfrew ran CCleaner on the laptop, which «wiped the SanDisk device|model_invented|bm». Ex. 8 at 3.

25. At his exit meeting on January 17, 2025, Renfrew signed an Employee Exit Certification representing that he had «returned all Company property|quote_fragment_ocr|p» and had not retained any Confidential Information. Ex. 6. Renfrew checked «"No"|polarity_checkbox|bp» beside the statement that he had not retained any Confidential Information. Ex. 6. He listed his new employer as «"Kessling Process Technologies."|quote_altered_ocr|b» Ex. 6.

D. Renfrew Joins Kessling and Takes Marlowe's Business

26. Renfrew began work at Kessling on «January 27, 2025|date|p» as a «Regional Sales Manager|title_altered|b», based in Kessling's Florence, Kentucky office. Ex. 9 at 1.

27. On February 11, 2025, Marlowe issued Kessling Purchase Order No. «MC-25-00381|identifier_transposed|b» for «$186,400.00|amount|p», with delivery to Marlowe's plant in Hamilton, Ohio requested by «May 21, 2025|date_altered|b». Ex. 10.

28. The purchase order names Toby Renfrew as Kessling's sales contact. Ex. 10.

29. By letter dated January 31, 2025, Brightwater demanded that Renfrew return the SanDisk device by 5:00 p.m. on «February 14, 2025|date_altered|b». Ex. 9 at 1. The letter also demanded that Kessling confirm Renfrew would not work in the Territory during the Restricted Period, which ends «no earlier than January 17, 2026|date|p». Ex. 9 at 2.

COUNT I - Misappropriation of Trade Secrets, «18 U.S.C. § 1836|statute|p» (Both Defendants)

30. Brightwater incorporates the preceding paragraphs. Its customer master list, price matrix and margin-floor guide are trade secrets that Renfrew acquired by improper means and that Kessling has used.

COUNT II - Ohio Uniform Trade Secrets Act, Ohio Rev. Code § 1333.61 et seq. (Both Defendants)

31. Brightwater incorporates the preceding paragraphs.

COUNT III - Breach of Contract (Renfrew)

32. Renfrew has breached Sections 2, 3, 4 and 5 of the Agreement.

COUNT IV - Tortious Interference with Contract; Civil Liability for Criminal Acts, «Ohio Rev. Code § 2307.60|statute_unlisted|b» (Kessling)

33. Kessling knew of the Agreement and induced its breach.

PRAYER FOR RELIEF

Brightwater asks the Court to enter a temporary restraining order and preliminary and permanent injunctions, to award compensatory, liquidated and exemplary damages, attorney fees and costs, and to grant all other proper relief.

VERIFICATION

«I, Corinne Abernathy, declare under penalty of perjury under the laws of the United States of America that I have read this Verified Complaint and that its factual allegations are true and correct to the best of my knowledge.|jurat|p»

/s/ Corinne Abernathy

Respectfully submitted,

/s/ Lydia Okonkwo
Lydia Okonkwo (0091846), Trial Attorney
PEMBERTON HALE LLP
600 Vine Street, Suite 1900
Cincinnati, Ohio 45202
(513) 555-0100
lokonkwo@pembertonhale.com
Counsel for Plaintiff
""")

# ------------------------------------------------------------------------------------------------ 5
D["pi_memorandum"] = (True, CAPTION.format(case="1:25-cv-00208") + """
PLAINTIFF BRIGHTWATER FLUID SYSTEMS, INC.'S MEMORANDUM IN SUPPORT OF MOTION FOR PRELIMINARY INJUNCTION

Exhibits ("Ex. __") are attached to the Declaration of Lydia Okonkwo and numbered in production order. Excerpts of the Deposition of Tobias J. Renfrew ("Renfrew Dep."), taken March 20, 2025, are at {D11.first}-{D11.last} and are cited by page and line.

I. INTRODUCTION

Ten days after leaving Brightwater Fluid Systems, Inc. ("Brightwater"), Tobias Renfrew was selling for its competitor, Kessling Process Technologies LLC ("Kessling"). «Twenty-five days|computed_interval|p|k=@calc:days('2025-01-17','2025-02-11')==25» after leaving, he had landed a $186,400.00 order from Brightwater's customer Marlowe Chemical Co. ("Marlowe"). Ex. 10. He did it with Brightwater's own price book.

II. STATEMENT OF FACTS

A. The Agreement

Brightwater hired Renfrew as a Sales Engineer at a base salary of $118,500.00 plus a 4.5% commission. Ex. 1 at 1. He started on «March 25, 2024|date|p» (Ex. 1 at 1), having signed the Agreement «three days earlier|computed_interval|p|k=@calc:days('2024-03-22','2024-03-25')==3» (Ex. 2 at 3).

The Agreement defines Confidential Information to include «"customer lists and customer contact data, pricing matrices . . . margin floors, bid histories"|quote_ellipsis|p». Ex. 2 at 1. Section 5 forbids Renfrew to «"solicit[ ], call upon or accept business from any Restricted Customer"|quote_bracket|p» for eighteen months after he leaves, and Section 4 bars him from working for a Competing Business in Ohio, Kentucky, Indiana or within 150 miles of Cincinnati for «twenty-four months|duration_wrong_pin|b|k=twenty-four». Ex. 2 at 2. Renfrew agreed that a breach "would cause the Company irreparable harm." Ex. 2 at 2. The Agreement also «requires Renfrew to obtain Brightwater's written consent before accepting any new job|model_invented_condition|bm». Ex. 2 at 2.

B. Renfrew's Accounts

Renfrew's 2024 accounts included Marlowe, with revenue of «$153,570.00|amount_transposed|b», and Ridgeline Brewing Company ("Ridgeline"), with «$92,500.00|amount_altered|b». Ex. 3. He last called on Ridgeline for Brightwater on «January 10, 2025|date_sheet|p», and on Marlowe on «January 9, 2025|date_altered|b». Ex. 3.

C. Renfrew Negotiates with Kessling and Takes the Files

In a December 16, 2024 text, Kessling's Gavin Thorsby told Renfrew not to worry about his non-compete because «"Ohio judges never enforce those."|misquote|b» Ex. 7. On January 6, 2025, Thorsby wrote: «"Once you're in, Marlowe and Ridgeline are the first two calls."|quote|p» Id. Renfrew answered that Marlowe was re-bidding its Hamilton plant skids «in March|month_altered|b» and that he knew "their number." Id.

Meanwhile, Renfrew began moving files. On January 8 at 21:14 he copied 212 files to a SanDisk USB drive. Ex. 8 at 2. He has «"no reason to dispute"|transcript_quote|p» that count. Renfrew Dep. 52:23-25. On January 9 at «9:52 p.m.|time_12h_converted|p|k=21:52», he forwarded Corinne Abernathy's price-matrix e-mail to his personal Gmail account. Ex. 4. «Less than an hour later|computed_interval|p|k=@calc:minutes('21:52','22:47')<60», at «10:41 p.m.|time_altered|b|k=22:41», he uploaded 37 files to his personal Dropbox account. Ex. 8 at 2.

Renfrew «gave notice before|polarity_before_after|bp» he signed Kessling's offer. Renfrew Dep. 54:6-9. On the morning of January 10, 2025, he texted Thorsby: «"Got the price book and the customer list. All of it."|misquote|b» Ex. 7. He admitted that "the price book" meant «Brightwater's price matrix|transcript_paraphrase|p». Renfrew Dep. 54:13-16. He also admitted that the 14 files he copied at 6:52 a.m. that morning «were the price matrix files|model_overstatement|bm». Renfrew Dep. 54:21-55:1. Thorsby's reply told Renfrew to «put|polarity_reversal|bp» the files on the Kessling laptop. Ex. 7.

Renfrew gave notice on «January 15, 2025|transcript_date_altered|b». Renfrew Dep. 54:9. Yet he kept going: after giving notice he made «three|computed_count|p|k=@calc:len([e for e in EVENTS if e[1] > '2025-01-13'])==3» more transfers and moved another «137|computed_sum|p|k=@calc:sum(e[5] for e in EVENTS if e[1] > '2025-01-13')==137» files. Ex. 8 at 2. No one at Brightwater authorized any of it. Renfrew Dep. «52:8-13|transcript_cite_wrong_page|b|k=Nobody authorized it». On January 16 at 17:44, «twenty-three minutes|interval_words|p|k=23 minutes» after his final upload, Renfrew ran CCleaner, clearing «60 days|duration_altered|b» of browser history. Ex. 8 at 3.

D. The Exit Certification

At his exit meeting on January 17, 2025, Renfrew certified that he had not retained any Confidential Information and that his new employer was «"[n]ot yet decided."|quote_bracket_ocr|p» Ex. 6. He had signed with Kessling a week earlier. Renfrew Dep. 55:15-17. He now concedes the answer «"wasn't accurate."|transcript_quote|p» Id. at «55:21|transcript_cite|p|k=wasn't accurate». The SanDisk drive has never been returned; Renfrew says he lost it in the move. Renfrew Dep. «53:12-13|transcript_cite_wrong_page|b|k=lost it in the move».

E. Renfrew Goes After Marlowe

Renfrew started at Kessling on January 27, 2025 and covers Ohio and Indiana from Kessling's office in Florence, Kentucky. Renfrew Dep. 56:5-11. On February 4 he texted that he could «"beat Brightwater by 3% and still clear floor."|quote|p» Ex. 7. He sent Marlowe a quote on February 7, 2025 (Renfrew Dep. 56:16-17), and on February 11, 2025 Marlowe issued Kessling Purchase Order No. MC-25-00318 for $186,400.00. Ex. 10. The order prices each KPT-FS-480 skid at «$71,580.00|amount_transposed|b». Id. Renfrew admits he was the contact on the order. Renfrew Dep. 56:21-23. In early February, after receiving Brightwater's demand letter, he deleted a Dropbox folder called «"BW"|transcript_quote|p» that held Brightwater files. Renfrew Dep. 57:12-22.

III. ARGUMENT

A movant for a preliminary injunction must show a likely success on the merits, likely irreparable harm, a balance of equities in its favor, and that an injunction is in the public interest. Winter v. Natural Resources Defense Council, Inc., «555 U.S. 7, 20 (2008)|case_cite|p|k=555 U.S. 7». Ohio enforces non-competition covenants that are reasonable. Raimonde v. Van Vlerah, «42 Ohio St. 2d 21|case_cite|p», 25-26 (1975); see also Lake Land Emp. Grp. of Akron, LLC v. Columber, «101 Ohio St. 3d 242|case_unlisted|b» (2004). Each Winter factor favors Brightwater.

Respectfully submitted,

/s/ Lydia Okonkwo
Lydia Okonkwo (0091846)
PEMBERTON HALE LLP
Counsel for Plaintiff

CERTIFICATE OF SERVICE

«I certify that on March 27, 2025, I filed the foregoing through the Court's CM/ECF system, which will send notice of the filing to all counsel of record.|certificate_of_service|p»

/s/ Lydia Okonkwo
""")

# ------------------------------------------------------------------------------------------------ 6
D["renfrew_opposition"] = (True, CAPTION.format(case="1:25-cv-00208") + """
DEFENDANT TOBIAS J. RENFREW'S MEMORANDUM IN OPPOSITION TO PLAINTIFF'S MOTION FOR PRELIMINARY INJUNCTION

Renfrew cites Brightwater's production by NONCOMP Bates number and his deposition ("Renfrew Dep.") by page and line.

I. INTRODUCTION

Brightwater Fluid Systems, Inc. ("Brightwater") asks the Court to bar a sales engineer who worked for it for «less than ten months|computed_interval|p|k=@calc:days('2024-03-25','2025-01-17') < days('2024-03-25','2025-01-25')» from earning a living in three states. ({D1.p1}; {D6.p1}) The record does not support that extraordinary relief.

II. COUNTER-STATEMENT OF FACTS

A. A Short Employment and a Sweeping Agreement

Renfrew signed the Agreement on March 22, 2024, «after|polarity_before_after|bp» he had already reported for work. ({D2.p3}) The Agreement recites «no consideration other than at-will employment|model_contradiction|bm». ({D2.p1}) Its non-competition covenant runs «a full year|duration_paraphrase|p|k=twelve (12) months» and covers three entire states plus everything within «150 miles|distance|p|k=one hundred fifty (150) miles» of Cincinnati. ({D2.p2}) The non-solicitation covenant lasts longer still, «twenty-four (24) months|duration_wrong_pin|b», and reaches any customer about which Renfrew merely received information. ({D2.p2}) Section 7 then exacts $15,000.00 per customer or «50%|percent_altered|b» of the new employer's revenue, whichever is greater. ({D2.p2})

B. The Files

The examiner's own table shows that the Dropbox uploads totaled just «323.6 MB|computed_sum|p|k=@calc:abs(sum(e[6] for e in CLOUD)-323.6)<0.05» over three sessions. ({D8.p2}) The largest, at «19:30|time_altered|b» on January 12, 2025, involved 61 files. ({D8.p2}) What Renfrew copied was «"[p]ersonal stuff mostly"|transcript_quote_bracket|p»: expense reports, trade-show photographs and his own contacts. (Renfrew Dep. 53:1-3.) He testified that the customer master file «was not in|polarity_reversal|bp» the folder he backed up. (Id. at 53:4-5.) He used Dropbox for backups, as he had at every job he has held. (Id. at 53:19-20.) Ms. Abernathy's e-mail «placed no restriction on|polarity_negation|bp» forwarding the price matrix. ({D4.p1}) Renfrew ran CCleaner routinely, because the laptop was slow. (Renfrew Dep. «55:22-25|transcript_cite_wrong_lines|b|k=the laptop was slow».) The examiner found USB connections on only «three occasions|count_altered|b». ({D8.p1}) And the examiner «found no evidence that any Brightwater file was ever opened on a Kessling device|model_overstatement|bm». ({D8.p3})

Renfrew returned his laptop, iPhone and badge at an exit meeting Brightwater itself scheduled for «3:00 PM|time_altered|b» on January 17, 2025 in Conference Room 2B. ({D5.p1}) He signed the exit certification at «3:25 PM|time_altered_ocr|b». ({D6.p1}) Brightwater's HR director «sent Renfrew nothing|polarity_negation|bp» about his obligations that day. ({D5.p1}) The SanDisk drive «was returned with the laptop|polarity_reversal|bp». ({D8.p3})

C. Marlowe Came to Renfrew

Marlowe issued its request for quotation, «MC-RFQ-2501|identifier|p», on «January 20, 2025|date|p», after Renfrew had left Brightwater. ({D10.p1}) Marlowe's procurement manager, «Denise Farrow|transcript_name|p», called Renfrew; «he did not call her|transcript_paraphrase|p|k=I didn't call her». (Renfrew Dep. 56:14-15.) Brightwater's «3.5% price increase drove Marlowe to seek competing bids|model_wrong_cause|bm». ({D4.p1}) Renfrew priced the job «off Kessling's list|transcript_quote|p» (id. at 57:1), and Gavin Thorsby, not Renfrew, approved the pricing (id. at «56:22-23|transcript_cite|p|k=Gavin approved the pricing»). The Marlowe order was for «$168,400.00|amount_transposed|b». ({D10.p1}) Kessling is headquartered in «Louisville, Kentucky|place_altered|b». ({D10.p1})

Renfrew's lunch with Ridgeline's plant manager, Scott Pelham, was social; they «didn't talk business|transcript_quote|p». (Renfrew Dep. 57:9-11.) Renfrew deleted the "BW" folder «on the advice of counsel|model_contradiction|bm». (Id. at 57:18-19.) He never told anyone at Kessling that he had Brightwater files. (Id. at «57:23-25|transcript_cite|p|k=I never told Gavin or anyone else».)

III. ARGUMENT

A covenant not to compete is enforced only to the extent it is reasonable. Raimonde v. Van Vlerah, «42 Ohio St. 2d 12|case_cite_altered|b», 25 (1975). See also Basicomputer Corp. v. Scott, 973 F.2d 507 (6th Cir. 1992). The Agreement itself invites narrowing: a court «may modify the restriction to the extent necessary to make it enforceable|quote_fragment|p». ({D2.p3}) Injunctive relief under «Ohio Rev. Code § 1333.62|statute|p» requires actual or threatened misappropriation, and Brightwater's delay counts against it under «Ohio Rev. Code § 1333.66|statute_unlisted|b».

Respectfully submitted,

/s/ Martin Albescu
Martin Albescu (0084417)
ALBESCU & REYES LLP
Counsel for Defendant Tobias J. Renfrew

CERTIFICATE OF SERVICE

«I certify that on April 7, 2025, the foregoing was filed through the Court's CM/ECF system, which will serve all counsel of record.|certificate_of_service|p»

/s/ Martin Albescu
""")

# ------------------------------------------------------------------------------------------------ 7
D["renfrew_deposition_digest"] = (True, """PRIVILEGED AND CONFIDENTIAL - ATTORNEY WORK PRODUCT

PEMBERTON HALE LLP
MEMORANDUM

TO: Brightwater litigation team
FROM: Owen Castellanos
DATE: March 24, 2025
RE: Brightwater v. Renfrew, No. 1:25-cv-00208 - Digest of Deposition of Tobias J. Renfrew (excerpt, pp. 52-57)

The deposition of Defendant Tobias J. Renfrew ("Renfrew Dep.") was taken on «March 20, 2025|date|p» at our offices and reported by «Janelle Ruiz-Whitney|name_altered|b», RPR. ({D11.p1}) Martin Albescu defended; Helen Draper appeared for Kessling. ({D11.p1}) The excerpt we received runs from page 52 through page 57 ({D11.p2}-{D11.last}). Cites are page:line.

1. Laptop and USB drive

- Renfrew used the Dell until his last day, «the Friday, January 17th|transcript|p». (Renfrew Dep. 52:4-5.)
- Counsel marked the forensic report as «Exhibit 14|exhibit_altered|b». (Id. at 52:6-8.)
- He says he does not know where the SanDisk drive is and «thinks he lost it in the move|transcript_paraphrase|p|k=I think I lost it in the move». (Id. at 52:12-13.) He last saw it «sometime in early January|transcript_altered|b|k=early January». (Id. at 52:14-15.) He «offered to return the drive if he finds it|model_invented|bm». (Id. at 52:12-18.)
- He kept the drive on January 17 because, in his words, «"[i]t was mine, not theirs."|transcript_quote_bracket|p» (Id. at 52:18.)
- Asked about the «212|transcript_count|p» files copied on January 8, he said he had «no reason to dispute|transcript_quote|p» the figure in Table 1. (Id. at 52:19-25.)

2. Customer list and Dropbox

- He allowed that the customer master file may have been among the files; «it was in the same folder|transcript_quote|p». (Id. at 53:4-5.)
- On the customer list: «"I built all of it."|transcript_misquote|b» (Id. at 53:7.)
- He first said no one told him he couldn't copy it, then conceded that «nobody authorized|transcript_quote|p|k=Nobody authorized it» the copying. (Id. at 53:8-13.)
- He forwarded the price-matrix e-mail to read it «on his laptop|transcript_altered|b|k=on my laptop» over the weekend. (Id. at 53:21-25.) Counsel noted that January 9 was a «Tuesday|transcript_altered|b». (Id. at 54:1.)

3. Kessling offer and timing

- He signed Kessling's offer on «January 10th|transcript_date|p», «after|polarity_before_after|bp» giving notice on the 13th. (Id. at 54:6-9.)
- Read his 7:05 a.m. text into the record: «"Got the price book and the account list. All of it."|transcript_quote|p» (Id. at 54:10-13.)
- Conceded that the price book was «Brightwater's price matrix|transcript_paraphrase|p» (id. at 54:14-16) but said he was "talking loosely" about the account list (id. at 54:17-20).
- At «6:52 a.m.|transcript_time|p|k=6:52», «eighteen minutes|transcript_interval_altered|b» before that text, he copied «41|transcript_count_altered|b» more files to the SanDisk drive. (Id. at 54:21-23.) He «admitted that those were the price matrix files|model_overstatement|bm». (Id. at 54:25-55:1.)

4. Exit certification

- He admitted checking "Yes" beside the no-retention statement, saying he «didn't think of the personal backups as company information|transcript_quote|p». (Id. at 55:5-12.)
- Of his answer that his new employer was "not yet decided," he said he «didn't want a scene on his last day|transcript_paraphrase|p|k=I didn't want a scene on my last day» (id. at 55:18) and conceded, «"It was accurate."|transcript_misquote_polarity|bp» (Id. at 55:21.)
- Renfrew «denied running CCleaner on January 16|polarity_negation|bp». (Id. at 55:22-25.)

5. Kessling employment and Marlowe

- Title at Kessling: «Regional Sales Engineer|transcript|p», based in «Covington, Kentucky|transcript_place_altered|b». (Id. at 56:7-11.) Started on January 27th. (Id. at 56:5-6.)
- Renfrew testified that «he called Denise Farrow first|polarity_parties_swapped|bp». (Id. at 56:12-15.)
- Quote sent «February 7th|transcript_date|p»; purchase order for «$168,400|transcript_amount_altered|b» issued February 11th. (Id. at 56:16-20.)
- He was the contact, but «Gavin approved the pricing|transcript_quote|p». (Id. at 56:21-23.)
- Explained his February 4 text by saying he knew Marlowe's pricing from memory, having handled the account «for eighteen months|transcript_altered|b|k=eighteen months». (Id. at 57:6-7.)

6. Ridgeline; deletion of the "BW" folder

- Lunch with Ridgeline's plant manager, «Scott Pelham|transcript_name|p», on «February 12th|transcript_date_altered|b». (Id. at 57:9-11.)
- After an instruction not to answer as to communications with counsel, he testified that he deleted a Dropbox folder called "BW" in early February, «after he had retained counsel|polarity_before_after|bp». (Id. at 57:15-19.)
- He never told anyone at Kessling that he had the files. (Id. at «56:23-25|transcript_cite_wrong_page|b|k=never told Gavin».)

FOLLOW-UP: subpoena Dropbox for the tjrenfrew77@gmail.com account; evaluate a spoliation motion; request the complete transcript.
""")

# ------------------------------------------------------------------------------------------------ 8
D["pi_reply"] = (True, CAPTION.format(case="1:25-cv-00208") + """
PLAINTIFF'S REPLY IN SUPPORT OF MOTION FOR PRELIMINARY INJUNCTION

Exhibits ("Ex. __") are numbered as in Brightwater's opening memorandum; "Renfrew Dep." is the Deposition of Tobias J. Renfrew taken March 20, 2025.

I. IT DOES NOT MATTER WHO CALLED WHOM

Renfrew's principal defense is that Marlowe Chemical Co. ("Marlowe") called him first. But Section 5 forbids Renfrew not only to solicit but to «"accept business from any Restricted Customer,"|quote|p» Ex. 2 at 2, so who placed the first call is beside the point. Marlowe's request for quotation, «MC-RFQ-2510|identifier_transposed|b», issued on January 20, 2025, «three days before|polarity_before_after|bp» Renfrew's last day at Brightwater. Ex. 10. Kessling's quote, «KPT-Q-25-0219|identifier_transposed|b», is dated «February 7, 2025|date|p». Ex. 10. Marlowe was Renfrew's own account; he last called on it for Brightwater on «January 14, 2025|date_altered|b». Ex. 3.

Nor did Renfrew price the job from "memory." His February 4 text, «"I can beat Brightwater by 3% and still clear floor,"|quote|p» Ex. 7, speaks Brightwater's language: Brightwater's margin floors were 22% for standard builds and «15%|percent_altered|b» for strategic accounts. Ex. 4. Renfrew swore that he priced the quote off Kessling's list. Renfrew Dep. «57:6-7|transcript_cite_wrong_lines|b|k=off Kessling's list».

II. THE FILES WERE NOT "PERSONAL STUFF"

Renfrew dwells on the Dropbox uploads, but the SanDisk copies alone comprised «360|computed_sum|p|k=@calc:sum(e[5] for e in USB)==360» files totaling «840.2 MB|computed_sum|p|k=@calc:abs(sum(e[6] for e in USB)-840.2)<0.05», in «five|computed_count_wrong|b|k=@calc:len(USB)!=5» sessions. Ex. 8 at 2. Among the files was Customer_Master_2024.xlsx, Ex. 8 at 1, a file Renfrew admits he «built half of|transcript_quote|p|k=I built half of it». Renfrew Dep. 53:7. The SanDisk drive itself «has never been produced|paraphrase|p|k=has not been produced». Ex. 8 at 3.

Renfrew's exit certification gave his new employer as «"[n]ot yet decided"|quote_bracket_ocr|p» (Ex. 6), a full «two weeks|computed_interval_wrong|b|k=@calc:days('2025-01-10','2025-01-17')!=14» after he signed with Kessling on «January 10, 2025|date_transcript|p|k=January 10th». Renfrew Dep. 54:6-7. He signed that certification at «2:25 PM|time_altered_ocr|b». Ex. 6. When he was asked whether the answer was true, his counsel «did not object|polarity_negation|bp». Renfrew Dep. 55:19-21.

Kessling was complicit. At «07:09|time_24h|p» on January 10, Kessling's Thorsby told Renfrew to «"[k]eep it off the Kessling laptop until after [his] start date,"|quote_bracket|p» Ex. 7, «two minutes|computed_interval_wrong|b|k=@calc:minutes('07:05','07:09')!=2» after Renfrew reported that he had the price book. Id. Far from telling Renfrew to give the files back, Kessling «told him to delete them|model_invented|bm». Id. Renfrew claims he never told anyone at Kessling about the files, Renfrew Dep. 57:23-25, but his «January 12|date_altered|b» text told Thorsby he had "[a]ll of it." Ex. 7.

And Renfrew deleted the "BW" folder «in early February|transcript_quote|p», after he received our letter of January 31, 2025. Renfrew Dep. 57:12-19.

III. THE AGREEMENT IS SUPPORTED BY CONSIDERATION AND IS REASONABLE

The Agreement recites «"access to Confidential Information"|quote|p» as consideration. Ex. 2 at 1. Renfrew also received a «$5,000.00|amount_altered|b» signing bonus. Ex. 1 at 1. He signed the Agreement on «March 22, 2024|date|p» ({D2.p3}), before he started work. Section 9 required him to give any prospective employer a copy of the Agreement before accepting employment. «Ex. 2 at 3|wrong_pin|b|k=before accepting employment».

Marlowe was valuable to Brightwater: a single October 2024 Marlowe invoice, No. «BW-INV-24-1788|identifier|p», dated «October 12, 2024|date_altered|b», earned Renfrew «$4,101.75|amount_transposed|b» in commission. Ex. 3. Marlowe has requested delivery of the Kessling equipment by «April 12, 2025|date_altered|b». Ex. 10. And Renfrew is cultivating Ridgeline too: he lunched with its plant manager, «Scott Pelton|transcript_name_altered|b», on February 19. Renfrew Dep. 57:9-11. He has been selling for Kessling since «January 20, 2025|transcript_date_altered|b». Renfrew Dep. 56:5-6. His Kessling offer letter («NONCOMP000031|bates_nonexistent|b|k=Base 132») confirms the point.

IV. THE REMAINING FACTORS AND BOND

The Ohio act authorizes injunctions against actual or threatened misappropriation. «Ohio Rev. Code § 1333.62(A)|statute|p|k=Ohio Rev. Code § 1333.62». See «Procter & Gamble Co. v. Stoneham, 140 Ohio App. 3d 260|case_unlisted|b|k=140 Ohio App. 3d 260» (1st Dist. 2000); Basicomputer Corp. v. Scott, 973 F.2d 507 (6th Cir. 1992). The liquidated-damages floor of $15,000.00 per Restricted Customer (Ex. 2 at 2) does not make Brightwater's harm reparable. And in Section 8 Renfrew «waived any bond requirement|model_overstatement|bm». Ex. 2 at 2.

Respectfully submitted,

/s/ Lydia Okonkwo
Lydia Okonkwo (0091846)
PEMBERTON HALE LLP
Counsel for Plaintiff

CERTIFICATE OF SERVICE

«I certify that on April 14, 2025, I filed the foregoing through the Court's CM/ECF system, which will send notice of the filing to all counsel of record.|certificate_of_service|p»

/s/ Lydia Okonkwo
""")

EXP = {"p": ("pass", None), "b": ("block", None), "bp": ("block", "polarity"), "bm": ("block", "model")}
SPAN = re.compile(r"«([^«»]*)»")


def parse(name: str, marked: str):
    prefix = "".join(w[0] for w in name.split("_"))
    text, claims, keys, pos = [], [], {}, 0
    out_len = 0
    for n, m in enumerate(SPAN.finditer(marked), 1):
        chunk = marked[pos:m.start()]
        text.append(chunk)
        out_len += len(chunk)
        parts = m.group(1).split("|")
        span, kind, exp = parts[0], parts[1], parts[2]
        expect, needs = EXP[exp]
        cid = f"{prefix}{n}"
        c = {"id": cid, "text": span, "kind": kind, "expect": expect}
        if needs:
            c["needs"] = needs
        claims.append(c)
        k = {"start": out_len}
        for opt in parts[3:]:
            key, _, val = opt.partition("=")
            k[{"k": "key", "c": "cite"}[key]] = val
        keys[cid] = k
        text.append(span)
        out_len += len(span)
        pos = m.end()
    text.append(marked[pos:])
    full = "".join(text)
    assert "«" not in full and "»" not in full, name
    return full, claims, keys


def main():
    drafts, allkeys = {}, {}
    for name, (blocked, marked) in D.items():
        full, claims, keys = parse(name, marked)
        expect_blocked = any(c["expect"] == "block" for c in claims)
        assert expect_blocked == blocked, (name, expect_blocked)
        drafts[name] = {"expect_blocked": expect_blocked, "text": full, "claims": claims}
        allkeys[name] = keys
    doc = {
        "note": "Renfrew non-compete matter (make_matter.py, prefix NONCOMP), documents in file order D1-D11. "
                "needs=polarity: only a negation or reversal makes it false; needs=model: only a reader of "
                "meaning can tell.",
        "matter_script": "make_matter.py",
        "prefix": "NONCOMP",
        "drafts": drafts,
    }
    (HERE / "drafts.json").write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    (HERE / "check_keys.json").write_text(json.dumps(allkeys, indent=1, ensure_ascii=False) + "\n",
                                          encoding="utf-8")
    tot = {}
    for name, d in drafts.items():
        cs = d["claims"]
        p = sum(c["expect"] == "pass" for c in cs)
        print(f"{name:28s} {len(cs):3d} claims  pass {p:3d}  block {len(cs) - p:3d}")
        for c in cs:
            k = (c["expect"], c.get("needs", "-"))
            tot[k] = tot.get(k, 0) + 1
    print(sum(tot.values()), tot)


if __name__ == "__main__":
    main()
