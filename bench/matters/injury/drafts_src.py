"""Source of drafts.json for the Valdivia (INJURY) matter, with the labelled claims marked inline.

A claim is written  [[E:kind[:needs] CHECKS|claim text]]  where E is P (pass) or B (block), needs is polarity
or model, and CHECKS (used only by check.py) is a ';;'-separated list of
    @WHERE=snippet   the snippet must be on WHERE          !WHERE=snippet   the snippet must not be on WHERE
with WHERE one of D3.p2 | D3.p2-p3 (a page range) | T23:4-9 (the transcript's own page and lines, may run
T24:25-25:1) | AUTH (authorities.txt) | ALL (every page of every document).
build_drafts.py strips the markup and writes drafts.json; check.py runs the checks.
"""

CAPTION = """IN THE CIRCUIT COURT OF THE STATE OF OREGON
FOR THE COUNTY OF MULTNOMAH

TERESA M. VALDIVIA,
                    Plaintiff,
          v.
DALE R. BRINKERHOFF and CASCADE LINEN
SERVICES, INC., an Oregon corporation,
                    Defendants.

Case No. 25CV19274
"""

DRAFTS = {}

# -----------------------------------------------------------------------------------------------------------
# 1. Plaintiff's declaration (all true)
# -----------------------------------------------------------------------------------------------------------
DRAFTS["valdivia_declaration"] = CAPTION.replace("Case No. 25CV19274", "[[P:caption @D9.p1=Case No. 25CV19274|Case No. 25CV19274]]") + """
DECLARATION OF TERESA M. VALDIVIA IN SUPPORT OF PLAINTIFF'S MOTION FOR PARTIAL SUMMARY JUDGMENT ON LIABILITY

I, Teresa M. Valdivia, declare:

1. I am the plaintiff in this action. I make this declaration from personal knowledge, and I could testify to these facts if called as a witness. I live in [[P:place @D1.p1=Vancouver, WA 98684|Vancouver, Washington]], and I hold a [[P:state_abbrev @D1.p1=DL No.: VALDITM483NB DL State: WA|Washington driver's license]]. (Ex. 1 at 1.)

2. On the evening of [[P:date @D1.p1=Date of Crash: 11/12/2024 Day: TUE|Tuesday, November 12, 2024]], I was driving my [[U:vehicle @D1.p1=2019 SUBARU OUTBACK|2019 Subaru Outback]] [[U:direction @D1.p1=Westbound SE Foster Rd, proceeding straight|westbound on Southeast Foster Road]] in Portland, Oregon. The Subaru carried [[P:state_abbrev @D1.p1=Plate: CFR8812 Plate State: WA|Washington plate CFR8812]]. (Id.)

3. It was dark and raining. I was in the inside lane, traveling [[P:speed @T22:15-17=About 28|about 28 miles per hour]]; the posted limit on that part of Foster is [[P:speed_limit @D1.p1=Posted speed: 30 MPH|30 miles per hour]]. (Ex. 1 at 1; Deposition of Teresa M. Valdivia ("Valdivia Dep.") [[P:transcript_cite @T22:7-17=In the left lane, the inside lane;;@T22:7-17=About 28. The limit there is 30|22:7-17]].)

4. My light was green as I approached 72nd Avenue. It had been green "[[U:quote @T22:22-23=the whole time I could see it|the whole time I could see it]]," and it never turned yellow. ([[U:transcript_cite @T22:21-23=It never turned yellow|Valdivia Dep. 22:21-23]].)

5. A white [[U:vehicle @D1.p1=2021 FORD TRANSIT 250 (cargo van) Color: WHI|2021 Ford Transit]] cargo van (Ex. 1 at 1) was waiting in the oncoming left-turn position with its blinker on. When I was "[[P:quote @T23:6-7=maybe two or three car lengths away|maybe two or three car lengths away]]," the van started across my lane. ([[P:transcript_cite @T23:1-7=sitting there with its blinker on|Valdivia Dep. 23:1-7]].)

6. I braked hard, but I [[U:paraphrase @T23:9-11=didn't have time to swerve. There was a car next to me on the right|had no room to swerve because another car was beside me on the right]]. The front of my Subaru struck the [[P:side @T23:13-14=the passenger side, about where the door is|passenger side of the van]], near its door. ([[U:transcript_cite @T23:8-14=I slammed on the brakes|Id. at 23:8-14]].)

7. Both front airbags went off. ([[P:exhibit_cite @D1.p1=Airbags deployed (front)|Ex. 1 at 1]]; Valdivia Dep. 23:15-17.) My right hand was bent back against the steering wheel, and my head went "[[P:quote @T23:20-21=forward and then snapped back|forward and then snapped back]]." ([[U:transcript_cite @T23:18-21=bent back against the wheel|Valdivia Dep. 23:18-21]].)

8. I did not hit my head, and I did [[U:fact @D2.p1=Denies LOC|not lose consciousness]]. ([[P:exhibit_cite @D2.p1=Denies LOC;;@D2.p1-p2=She did not strike her head|Ex. 2 at 1-2]]; Valdivia Dep. 23:22-23.)

9. The van's driver, defendant Dale R. Brinkerhoff, walked over to my car, said he was sorry, and told me, "[[P:quote @T24:10-11=He said, "I thought I had time."|I thought I had time]]." (Valdivia Dep. 24:9-11.) He told the investigating officer the same thing, adding that he "[[P:quote @D1.p2=I didn't see her headlights with the rain and the glare until I was already turning|didn't see her headlights with the rain and the glare]]." ([[U:bates @D1.p2=He said, "I thought I had time.|{D1.p2}]].)

10. A bystander, [[U:name @D1.p2=NAKAMURA, HAROLD J.|Harold J. Nakamura]], was stopped [[P:direction @D1.p2=Witness was stopped northbound on SE 72nd Ave at the red signal|northbound on Southeast 72nd Avenue at the red light]] and saw the crash. ({D1.p2}.) He told the officer: "[[P:quote @D1.p3=The Subaru had the green. The van just went|The Subaru had the green. The van just went]] . . . ." ({D1.p3}.)

11. At [[P:time @D7.p1=5:44 PM;;@D7.p1=Teresa: a linen van turned right in front of me|5:44 p.m.]] that evening I texted my husband, Marco, that "[[P:quote @D7.p1=a linen van turned right in front of me. I had the green|a linen van turned right in front of me. I had the green]]." ({D7.p1}.)

12. An ambulance took me to Eastbank Medical Center, where I arrived at [[P:time @D2.p1=Arrival: 11/12/2024 18:21|6:21 p.m.]] (Ex. 2 at 1). X-rays showed a [[P:diagnosis @D2.p3=Nondisplaced, extra-articular transverse fracture of the distal radial metaphysis|nondisplaced fracture of my right distal radius]], and a CT scan of my neck showed [[U:finding @D2.p3=CT cervical spine without contrast: No acute fracture|no acute fracture]]. (Id. at 3.) I went home in a splint at [[P:time @D2.p4=Discharged home at 23:05|11:05 p.m.]] (Id. at 4.)

13. On [[P:date_scan @D3.p1=Date of visit: 11/19/2024|November 19, 2024]], Dr. Priya Raman of Rose City Orthopedic Associates put my wrist in a [[U:treatment_scan @D3.p1=Short arm fiberglass cast applied today|short-arm fiberglass cast]] and [[P:work_status_scan @D3.p1=Work: OFF WORK. Unable to perform hygienist duties|took me off work]], because I could not grip my instruments in the cast. ({D3.p1}.)

14. I did not work at all from [[P:date_range @D6.p1=unable to work from November 13, 2024 through January 5, 2025|November 13, 2024 through January 5, 2025]]. I went back on [[U:date @D6.p1=four hours per day from January 6, 2025|January 6, 2025]] at four hours a day, and I resumed my full schedule on [[P:date @D6.p1=resumed her full schedule on February 3, 2025|February 3, 2025]]. (Ex. 6 at 1; see also Ex. 3 at 2-3.)

15. Before November 12, 2024, I had never been treated for my neck. My one chiropractic visit, in [[U:year @T25:6-8=chiropractor one time in 2021 for my lower back|2021]], was for my low back. ([[P:transcript_cite @T25:5-8=It was my low back, not my neck|Valdivia Dep. 25:5-8]]; [[U:bates @D4.p1=one chiropractic visit in 2021 for low back strain, resolved|{D4.p1}]].) My neck never kept me from working. ([[P:transcript_cite @T25:22-25=I never missed work for my neck|Valdivia Dep. 25:22-25]].)

[[P:jurat|I hereby declare that the above statement is true to the best of my knowledge and belief, and that I understand it is made for use as evidence in court and is subject to penalty for perjury.]]

DATED this 6th day of October, 2025, at Vancouver, Washington.

/s/ Teresa M. Valdivia
Teresa M. Valdivia
"""

# -----------------------------------------------------------------------------------------------------------
# 2. Counsel's declaration summarizing the record (all true)
# -----------------------------------------------------------------------------------------------------------
DRAFTS["castellanos_declaration"] = CAPTION + """
DECLARATION OF RUTH CASTELLANOS IN SUPPORT OF PLAINTIFF'S MOTION FOR LEAVE TO FILE FIRST AMENDED COMPLAINT

I, Ruth Castellanos, declare:

1. I am a member of the Oregon State Bar and a partner at Castellanos & Wirth LLP, attorneys for plaintiff Teresa M. Valdivia. I make this declaration on personal knowledge and from my review of the documents produced in this action, which bear the Bates numbers cited below. I submit it in support of plaintiff's motion under [[P:authority @AUTH=ORCP 23|ORCP 23 A]], which provides that leave to amend "shall be freely given when justice so requires." The proposed amendment conforms the prayer to the medical expenses and wage loss documented below.

2. Exhibit 1 ({D1.first}-{D1.last}) is a true copy of Portland Police Bureau Traffic Crash Report [[P:identifier @D1.p1=Report No.: 24-318406|No. 24-318406]], prepared by Officer [[U:name @D1.p3=Reporting Officer: Ofc. Janelle ORTIZ #54102|Janelle Ortiz]] and approved by her sergeant on [[P:date_words @D1.p3=Approved: Sgt. M. DELACROIX #38817, 11/14/2024|the 14th of November, 2024]]. Its narrative records that defendant Brinkerhoff "[[P:quote_nested @D1.p2=He said, "I thought I had time.|said, 'I thought I had time.']]" ({D1.p2}.)

3. Exhibit 2 ({D2.first}-{D2.last}) is a true copy of the Eastbank Medical Center emergency department record for Encounter No. [[U:identifier @D2.p1=Encounter: ED-24-1112-0387|ED-24-1112-0387]]. It shows that plaintiff arrived by ambulance at [[P:time_24h @D2.p1=Arrival: 11/12/2024 18:21|18:21]] ({D2.p1}), that she was given ketorolac intravenously at [[P:time_12h @D2.p3=19:10 Ketorolac 15 mg IV given|7:10 p.m.]] ({D2.p3}), and that she was discharged home at [[U:time_12h @D2.p4=Discharged home at 23:05|11:05 p.m.]] the same night ({D2.p4}).

4. Exhibit 3 ({D3.first}-{D3.last}) consists of the progress notes of Priya Raman, M.D., of Rose City Orthopedic Associates, which were produced as scanned images. They record that Dr. Raman applied a short-arm fiberglass cast on [[U:date_scan @D3.p1=Date of visit: 11/19/2024|November 19, 2024]] and ordered it worn for [[P:duration_words @D3.p1=Cast for 4 weeks|four (4) weeks]] ({D3.p1}); that when the cast came off, plaintiff's right grip measured [[P:measure_scan @D3.p2=Grip strength (dynamometer): R 14 kg|14 kg]] against [[U:measure_scan @D3.p2=L 31 kg|31 kg]] on the left ({D3.p2}); and that Dr. Raman released her to full duty effective [[U:date_scan @D3.p3=Released to full duty effective 02/03/2025|February 3, 2025]] ({D3.p3}).

5. Exhibit 4 ({D4.first}-{D4.last}) is the chart of Columbia Spine & Rehabilitation, P.C. At the initial evaluation on [[U:date @D4.p1=Date: 11/26/2024|November 26, 2024]], Samuel Okonkwo, D.O., recorded that plaintiff's neck pain [[P:two_sentences @D4.p1=Neck pain began the same evening. She reports daily occipital headaches beginning two to three days after the crash|began the evening of the collision and that daily headaches followed within two to three days]]. ({D4.p1}.) After reviewing the February 20, 2025 cervical MRI, Dr. Okonkwo wrote on March 4, 2025:

      [[P:block_quote @D4.p2=The C5-6 findings are consistent with mild degenerative change that was likely present before the collision but was asymptomatic. In my opinion, to a reasonable degree of medical probability, the collision of 11/12/2024 caused her cervical strain and aggravated the previously asymptomatic C5-6 degenerative condition.|The C5-6 findings are consistent with mild degenerative change that was likely present before the collision but was asymptomatic. In my opinion, to a reasonable degree of medical probability, the collision of 11/12/2024 caused her cervical strain and aggravated the previously asymptomatic C5-6 degenerative condition.]]

({D4.p2}.) His work status report of the same date limits continuous neck flexion to [[U:measure_scan @D4.p3=Limit continuous neck flexion to 45 minutes|45 minutes]] at a stretch for [[P:duration_words_scan @D4.p3=Duration: 90 days|ninety (90) days]]. ({D4.p3}.) The physical therapy discharge summary records [[P:count_words @D4.p4=Visits: 15 attended|fifteen (15) visits]] and an improvement in the Neck Disability Index from [[P:percent @D4.p4=Neck Disability Index 42%|42 percent]] to [[U:percent @D4.p4=18%|18 percent]]. (Ex. 4 at 4.)

6. Exhibit 5 ({D5.first}-{D5.last}) is the personal injury protection payment ledger of Evergreen State Mutual Insurance Company, plaintiff's automobile insurer, for Claim No. [[U:identifier @D5.p1=Claim No.: ESM-PIP-24-0091537|ESM-PIP-24-0091537]]. The single largest charge is the emergency-department CT of the cervical spine, billed at [[P:amount @D5.p1=CT cervical spine w/o contrast 3,410.00|$3,410.00]]. ([[U:exhibit_cite @D5.p1=72125|Ex. 5 at 1]], line 4.) The ledger's charges total [[P:amount_range @D5.p2=TOTAL BILLED (lines 1-22) 22,580.00|$22,580]]; PIP paid [[P:amount @D5.p2=TOTAL PIP PAID 10,000.00|$10,000]], its medical-expense limit, leaving [[U:amount @D5.p2=BILLED, NOT PAID BY PIP 12,580.00|$12,580]] unpaid by PIP. ({D5.p1}-{D5.p2}.)

7. Exhibit 6 ({D6.first}-{D6.last}) is a letter dated [[U:date @D6.p1=April 8, 2025|April 8, 2025]] from plaintiff's employer, Lakeshore Family Dentistry, with its payroll register. Plaintiff earned [[P:rate @D6.p1=$54.75 per hour|$54.75 an hour]] as a registered dental hygienist (Ex. 6 at 1). The register shows [[U:count @D6.p2=TOTAL 276|276]] hours lost and [[P:amount @D6.p2=15,111.00|$15,111.00]] in unpaid gross wages. (Id. at 2.)

8. Exhibit 9 ({D9.first}-{D9.last}) contains excerpts of plaintiff's deposition, taken on [[P:date @D9.p1=Tuesday, September 16, 2025|September 16, 2025]] (the transcript, "Tr."). Plaintiff testified that "[[P:quote_bracket @T26:4-5=She put me in a cast for four weeks|[Dr. Raman] put me in a cast for four weeks]]," followed by "[[U:quote @T26:5-6=Then a brace, and hand therapy twice a week|a brace, and hand therapy twice a week]]" ([[P:transcript_cite @T26:3-6=I saw Dr. Raman about a week later|Tr. 26:3-6]]), and that when she returned to work in January she "[[P:quote @T26:10-11=I couldn't hold the scaler for a full day|couldn't hold the scaler for a full day]]." ([[P:transcript_cite @T26:9-12=January 6th, but only half days, four hours|Tr. 26:9-12]].)

[[P:jurat|I hereby declare that the above statement is true to the best of my knowledge and belief, and that I understand it is made for use as evidence in court and is subject to penalty for perjury.]]

DATED: October 20, 2025.

CASTELLANOS & WIRTH LLP

s/ Ruth Castellanos
Ruth Castellanos, OSB No. 064471
Of Attorneys for Plaintiff

CERTIFICATE OF SERVICE

[[P:boilerplate @D9.p1=900 SW Fifth Avenue, Suite 1400|I certify that on October 20, 2025, I served a true copy of this DECLARATION OF RUTH CASTELLANOS on Lyle Hargrove, Hargrove Pruitt LLP, 900 SW Fifth Avenue, Suite 1400, Portland, Oregon 97204, attorneys for defendants, by electronic service through the Court's eFiling system.]]

s/ Ruth Castellanos
"""

# -----------------------------------------------------------------------------------------------------------
# 3. Motion for partial summary judgment on liability (mixed)
# -----------------------------------------------------------------------------------------------------------
DRAFTS["msj_liability"] = CAPTION + """
PLAINTIFF'S MOTION FOR PARTIAL SUMMARY JUDGMENT ON LIABILITY

Oral Argument Requested

UTCR 5.010 CERTIFICATION
[[U:boilerplate|Counsel for plaintiff certifies that she conferred in good faith with counsel for defendants by telephone regarding this motion, and that the parties were unable to resolve the dispute.]]

MOTION
Under [[P:authority @AUTH=ORCP 47|ORCP 47]], plaintiff Teresa M. Valdivia moves for partial summary judgment that defendant Dale R. Brinkerhoff was negligent in turning left across her path on November 12, 2024, that his negligence caused the collision, and that plaintiff bears no comparative fault. The motion is supported by the memorandum below, the Declaration of Teresa M. Valdivia, and the Declaration of Ruth Castellanos and its exhibits.

MEMORANDUM

I. UNDISPUTED FACTS

A. The intersection

The collision occurred at about [[P:time @D1.p1=Time: 1742 hrs|5:42 p.m.]] on [[U:date @D1.p1=Date of Crash: 11/12/2024|November 12, 2024]], at the signalized intersection of Southeast Foster Road and Southeast 72nd Avenue in Portland. (Ex. 1 at 1.) It was dark and raining, and the pavement was wet. (Id.) Left turns there are permitted on a circular green; there is [[P:negation_true @D1.p1=permissive left turn on circular green; no left-turn arrow|no left-turn arrow]]. (Id.) The posted speed on Foster is [[B:speed_limit @D1.p1=Posted speed: 30 MPH;;!D1.p1=35 MPH|35 miles per hour]]. (Id.)

B. The drivers

Defendant Brinkerhoff, who holds an [[P:state_abbrev @D1.p1=DL No.: 7731904 DL State: OR|Oregon driver's license]], was driving a [[B:vehicle @D1.p1=2021 FORD TRANSIT 250;;!D1.p1=2020|2020 Ford Transit 250]] cargo van owned by Cascade Linen Services, Inc. and bearing [[P:state_abbrev @D1.p1=Plate: 418 KTZ Plate State: OR|Oregon plate 418 KTZ]]. (Id.) He was eastbound on Foster, waiting to turn left onto 72nd, while "making deliveries for Cascade Linen." ([[B:pin @D1.p2=making deliveries for Cascade Linen;;!D1.p3=making deliveries|{D1.p3}]].) He had been working since [[B:time @D1.p2=working since 0600 hrs;;!D1.p2=0500|5:00 a.m.]] ({D1.p2}.)

Plaintiff, a resident of Vancouver, Washington, was westbound on Foster in her [[U:vehicle @D1.p1=2019 SUBARU OUTBACK|2019 Subaru Outback]], which carried [[B:state_abbrev @D1.p1=Plate: CFR8812 Plate State: WA|Oregon plates]]. ({D1.p1}.) She was traveling at about [[U:speed @T22:15-17=About 28|28 miles per hour]]. (Deposition of Teresa M. Valdivia ("Valdivia Dep.") 22:15-17, [[P:bates_lines @T22:15-17=About 28|{D9.p2}:15-17]].) Her light "[[U:quote @T22:22=It had been green the whole time|had been green the whole time]]" and "never turned yellow." ([[P:transcript_cite @T22:21-23=It never turned yellow|Id. at 22:21-23]].) She was not on her phone, which was "in my purse on the passenger seat." ([[B:transcript_cite @T22:24-25=in my purse on the passenger seat;;!T23:24-25=purse|Id. at 23:24-25]].)

C. The collision

The van was stopped in the oncoming left-turn position with its blinker on. (Id. at 23:1-4.) When plaintiff was [[P:distance @T23:6-7=maybe two or three car lengths away|two or three car lengths away]], the van turned left across her lane. (Id. at 23:5-7.) She braked hard, and the front of her Subaru struck the [[B:side:polarity @T23:13-14=the passenger side;;!T23:8-14=driver|driver's side]] of the van. (Id. at 23:8-14.)

Brinkerhoff told Officer Janelle Ortiz that the light was green and that he [[B:negation:polarity @D1.p2=He stated he was not using his phone|had been using his phone]]. ({D1.p2}.) He also said: "[[P:quote @D1.p2=I thought I had time. I didn't see her headlights with the rain and the glare until I was already turning.|I thought I had time. I didn't see her headlights with the rain and the glare until I was already turning.]]" (Id.) [[B:cause:model @D1.p2=I didn't see her headlights with the rain and the glare|The collision happened because Brinkerhoff was worn out from a long delivery shift]]. (Id.)

The only independent witness, Harold J. Nakamura, was stopped [[B:direction:polarity @D1.p2=Witness was stopped northbound on SE 72nd Ave;;!D1.p2=southbound|southbound]] on 72nd at the red signal, first in line. ({D1.p2}.) He told Officer Ortiz: "[[P:quote @D1.p3=The Subaru had the green. The van just went - it never stopped to let her by.|The Subaru had the green. The van just went — it never stopped to let her by.]]" ({D1.p3}.) He described plaintiff's speed as "[[P:quote @D1.p3=normal, not speeding|normal, not speeding]]," and estimated it at [[B:fabricated !ALL=25 miles;;!ALL=25 mph|25 miles per hour]]. (Id.)

D. The investigation

Officer Ortiz was dispatched at 5:42 p.m. and arrived at [[B:time @D1.p2=I arrived at 1751 hrs;;!D1.p2=1757|5:57 p.m.]]; [[B:identifier @D1.p2=PF&R Engine 25 and AMR Medic 231 were on scene;;!D1.p2=Engine 52|PF&R Engine 52]] and AMR Medic 231 were already there. ({D1.p2}.) She found no skid marks on the wet roadway, and she confirmed with the PBOT signal shop that the signal was in its normal cycle with [[P:negation_true @D1.p3=no reported faults|no reported faults]]. (Id.) Relying on both drivers' statements, the witness, and the physical evidence, she determined that the van

      [[P:block_quote @D1.p3=failed to yield the right of way to V2, which was approaching from the opposite direction and was so close as to constitute an immediate hazard.|failed to yield the right of way to V2, which was approaching from the opposite direction and was so close as to constitute an immediate hazard.]]

(Id.) She listed [[P:fact @D1.p3=V2: None.|no contributing circumstance for plaintiff's vehicle]] and cited Brinkerhoff for violating ORS 811.350, Uniform Citation No. [[B:identifier @D1.p3=Uniform Citation No. P2458817;;!D1.p3=P2458871|P2458871]]. (Id.) She observed [[U:negation_true @D1.p3=No signs of impairment observed for either driver|no signs of impairment in either driver]] and took [[B:count @D1.p3=Photographs: 24 digital photographs;;!D1.p3=42|42 photographs]]. (Id.) Brinkerhoff [[B:fabricated:model @D1.p3=Court: Multnomah County Circuit Court|later paid the citation without contesting it]]. (Id.) Sgt. M. Delacroix approved the report on [[B:date @D1.p3=Approved: Sgt. M. DELACROIX #38817, 11/14/2024;;!D1.p3=DELACROIX #38817, 11/13/2024|November 13, 2024]]. (Id.)

II. LEGAL STANDARD

Summary judgment is appropriate when "there is no genuine issue as to any material fact and . . . the moving party is entitled to prevail as a matter of law." ORCP 47 C. No genuine issue exists if, viewing the record in the light most favorable to the adverse party, "no objectively reasonable juror could return a verdict for the adverse party." Id.; [[P:authority @AUTH=Jones v. General Motors Corp., 325 Or 404, 939 P2d 608 (1997)|Jones v. General Motors Corp., 325 Or 404, 420, 939 P2d 608 (1997)]].

III. ARGUMENT

A. Brinkerhoff was negligent as a matter of law.

[[P:authority @AUTH=ORS 811.350|ORS 811.350]] requires a driver turning left to yield to an oncoming vehicle that is so close as to constitute an immediate hazard. When a statute sets the standard of care, its violation is negligence per se if the plaintiff is within the class of persons the statute protects and the injury is of the kind it was meant to prevent. [[P:authority @AUTH=Shahtout v. Emco Garbage Co., 298 Or 598, 695 P2d 897 (1985)|Shahtout v. Emco Garbage Co., 298 Or 598, 695 P2d 897 (1985)]]; see also [[B:authority_unlisted !AUTH=Haverly|Haverly v. Multnomah Transit Co., 281 Or 412, 575 P2d 109 (1978)]] (left-turning driver negligent as a matter of law). Even apart from the statute, turning across an approaching car's lane at close range unreasonably creates a foreseeable risk of exactly the harm that occurred. [[P:authority @AUTH=Fazzolari v. Portland School Dist. No. 1J, 303 Or 1, 734 P2d 1326 (1987)|Fazzolari v. Portland School Dist. No. 1J, 303 Or 1, 17, 734 P2d 1326 (1987)]].

The record admits of only one conclusion. Brinkerhoff conceded that he did not see plaintiff's headlights "until I was already turning." ({D1.p2}.) He told plaintiff at the scene, "I thought I had time." ([[P:transcript_cite @T24:9-11=He said, "I thought I had time."|Valdivia Dep. 24:9-11]].) He also told her he had been driving "since six in the morning." ([[B:transcript_cite @T24:13=since six in the morning;;!T24:20-22=six in the morning|Id. at 24:20-22]].)

B. Plaintiff bears no comparative fault.

Under [[P:authority @AUTH=ORS 31.600|ORS 31.600]], a plaintiff's fault bars recovery only if it is greater than the combined fault of the defendants, and it otherwise diminishes her recovery in proportion. There is no evidence of any fault by plaintiff at all. She was under the limit with a green light and her headlights on, and [[P:fact @T28:22-24=I wasn't doing anything but driving|nothing in the car was distracting her]]. (Valdivia Dep. 22:11-17, 28:22-24.) The officer found no contributing circumstance on her part. ({D1.p3}.)

IV. CONCLUSION

The Court should enter partial summary judgment for plaintiff on liability, leaving only damages for trial.

DATED: October 8, 2025.

CASTELLANOS & WIRTH LLP

s/ Ruth Castellanos
Ruth Castellanos, OSB No. 064471
Of Attorneys for Plaintiff

CERTIFICATE OF SERVICE

[[P:boilerplate|I certify that on October 8, 2025, I served the foregoing PLAINTIFF'S MOTION FOR PARTIAL SUMMARY JUDGMENT ON LIABILITY on Lyle Hargrove, Hargrove Pruitt LLP, attorneys for defendants, by electronic service through the Court's eFiling system.]]

s/ Ruth Castellanos
"""

# -----------------------------------------------------------------------------------------------------------
# 4. Settlement demand letter (mixed)
# -----------------------------------------------------------------------------------------------------------
DRAFTS["demand_letter"] = """CASTELLANOS & WIRTH LLP
1020 SW Taylor Street, Suite 650
Portland, Oregon 97205

October 24, 2025

VIA E-MAIL AND FIRST-CLASS MAIL

Lyle Hargrove
Hargrove Pruitt LLP
900 SW Fifth Avenue, Suite 1400
Portland, Oregon 97204

Gregory Pham, Senior Casualty Claims Adjuster
Northfield Pacific Insurance Company

CONFIDENTIAL SETTLEMENT COMMUNICATION - [[P:authority @AUTH=OEC 408|OEC 408]]

Re:   Valdivia v. Brinkerhoff and Cascade Linen Services, Inc., Multnomah County Circuit Court Case No. 25CV19274
      Your insured: Cascade Linen Services, Inc.
      Claim No. [[P:identifier @D8.p1=Claim No. NPI-CA-24-117093|NPI-CA-24-117093]]; Policy No. [[B:identifier @D1.p1=Policy CAP-0448-2197;;!ALL=CAP-0448-2179|CAP-0448-2179]]

Dear Mr. Hargrove and Mr. Pham:

With Ms. Valdivia's deposition behind us, we write to reopen settlement discussions. Our demand package of April 10, 2025 reached Northfield Pacific on [[B:date @D8.p1=which we received on April 14, 2025;;!D8.p1=April 12|April 12, 2025]]. (Ex. 8.) Mr. Pham's e-mail of [[P:date @D8.p1=17 Apr 2025|April 17, 2025]] offered [[P:amount @D8.p1=Northfield Pacific offers $48,500.00|$48,500.00]] and held it open only until [[B:date @D8.p1=May 16, 2025;;!D8.p1=May 15|May 15, 2025]]. (Id.) The offer did not account for the full course of Ms. Valdivia's care, and it lapsed.

1. Liability is not in dispute.

Northfield Pacific has told us in writing that it "[[P:quote @D8.p1=Northfield Pacific accepts liability on behalf of our insureds|accepts liability on behalf of our insureds]]" and "[[P:quote @D8.p1=We will not contest fault.|will not contest fault]]." (Id.) The concession is well founded. Your driver turned left across Ms. Valdivia's lane on a permissive green and was cited under ORS 811.350. ({D1.p3}.) The one independent witness, Harold Nakamura, told the officer that "[[B:quote_stitched !D1.p3=The Subaru had the green and never stopped|the Subaru had the green and never stopped]]." (Id.)

2. Ms. Valdivia's injuries.

At impact Ms. Valdivia's right hand "[[P:quote @T23:19-20=My right hand got bent back against the wheel|got bent back against the wheel]]." (Deposition of Teresa M. Valdivia ("Valdivia Dep.") 23:18-21.) She reached Eastbank Medical Center by ambulance with a blood pressure of [[P:vital @D2.p1=BP 148/92|148/92]], a heart rate of [[B:vital @D2.p1=HR 104;;!D2.p1=HR 110|110]], and wrist pain she rated [[U:score @D2.p1=Pain score: 8/10 right wrist|8 out of 10]]. ({D2.p1}.) The emergency physician documented a seat-belt sign along the [[B:side:polarity @D2.p2=ecchymosis along the left clavicle;;!D2.p2=right clavicle|right clavicle]] and tenderness over the [[P:finding @D2.p2=tender over left 3rd-4th ribs anteriorly|left third and fourth ribs]] ({D2.p2}), and imaging confirmed a nondisplaced, extra-articular fracture of the right distal radius ({D2.p3}).

Dr. Priya Raman casted the wrist on November 19, 2024 and kept Ms. Valdivia off work. (Ex. 3 at 1.) When the cast came off on [[B:date_scan @D3.p2=Date of visit: 12/17/2024;;!D3.p2=12/10/2024|December 10, 2024]], her right grip measured only [[P:measure_scan @D3.p2=R 14 kg|14 kg]], against 31 kg on the left. (Id. at 2.) Even at her final visit on January 28, 2025, her grip was [[B:measure_scan @D3.p3=Grip R 24 kg;;!D3.p3=R 21 kg|21 kg]] and her wrist extension [[U:measure_scan @D3.p3=Wrist extension 55 deg (left 75 deg)|55 degrees]], twenty degrees short of the uninjured side. (Id. at 3.) Dr. Raman released her to full duty on [[P:date_scan @D3.p3=Released to full duty effective 02/03/2025|February 3, 2025]], while noting a [[B:risk:polarity @D3.p3=Low risk of post-traumatic arthritis;;!D3.p3=high risk|high risk of post-traumatic arthritis]]. (Id.)

The neck injury has proved more stubborn. Dr. Samuel Okonkwo diagnosed a [[B:grade @D4.p1=Whiplash-associated disorder, grade II;;!D4.p1=grade III|grade III]] whiplash-associated disorder with cervicogenic headaches on November 26, 2024. ({D4.p1}.) Physical therapy ([[U:count @D4.p4=Visits: 15 attended|fifteen visits]]) brought her Neck Disability Index from 42% to 18% ({D4.p4}), but she [[P:negation_true @D4.p5=NOT MET (pain 4/10 after a 4-hour shift per patient report)|did not meet the goal]] of getting through a four-hour shift with pain at or below 2/10 ({D4.p5}). [[B:refused:polarity @D4.p2=patient declined at this time|She accepted a trigger point injection in January]]. ({D4.p2}.) The February 20, 2025 MRI showed a "[[U:quote @D4.p2=mild C5-6 disc bulge without canal or foraminal stenosis|mild C5-6 disc bulge without canal or foraminal stenosis]]." ([[B:pin @D4.p2=mild C5-6 disc bulge;;!D4.p1=disc bulge|Ex. 4 at 1]].) Dr. Okonkwo's opinion is that the collision "[[P:quote @D4.p2=caused her cervical strain and aggravated the previously asymptomatic C5-6 degenerative condition|caused her cervical strain and aggravated the previously asymptomatic C5-6 degenerative condition]]." ({D4.p2}.)

3. Northfield Pacific's causation position.

Mr. Pham's e-mail already concedes most of the care: "[[P:quote @D8.p1=We accept the emergency care, the orthopedic treatment of the wrist fracture and the hand therapy as related and reasonable.|We accept the emergency care, the orthopedic treatment of the wrist fracture and the hand therapy as related and reasonable.]]" (Ex. 8.) Indeed, it goes further: "[[B:quote_ellipsis_not @D8.p1=We do not accept the cervical MRI of February 20, 2025 ($2,460.00);;!D8.p1=We accept the cervical MRI|We . . . accept the cervical MRI of February 20, 2025 ($2,460.00) . . . as related to this loss]]." (Id.) And a jury will not be asked to parse degenerative findings Ms. Valdivia never felt: whether the collision caused her symptoms is a question of fact. [[B:authority_unlisted !AUTH=Lasley|Lasley v. Combined Transport, Inc., 351 Or 1, 261 P3d 1215 (2011)]].

4. Economic damages.

Medical charges through March 4, 2025 total [[U:amount @D5.p2=TOTAL BILLED (lines 1-22) 22,580.00|$22,580.00]]. (Ex. 5 at 2.) Evergreen State Mutual's PIP coverage paid [[U:amount @D5.p2=TOTAL PIP PAID 10,000.00|$10,000.00]] before the limit ran out on [[B:date @D5.p2=EXHAUSTED 12/09/2024;;!D5.p2=12/19/2024|December 19, 2024]]. (Id.) Collateral payments of that kind will not reduce a verdict. [[P:authority @AUTH=ORS 31.580|ORS 31.580]]; [[P:authority @AUTH=White v. Jubitz Corp., 347 Or 212, 219 P3d 566 (2009)|White v. Jubitz Corp., 347 Or 212, 219 P3d 566 (2009)]]. Ms. Valdivia lost [[P:count @D6.p2=TOTAL 276|276]] hours of work at [[P:rate @D6.p1=$54.75 per hour|$54.75]] an hour, or [[U:amount @D6.p2=15,111.00|$15,111.00]] (Ex. 6 at 1-2), because Lakeshore Family Dentistry [[P:negation_true @D6.p1=we could not offer light duty|could not offer her light duty]] ({D6.p1}). She also paid a [[B:amount @T28:5-7=five hundred dollars;;!T28:1-7=thousand|$1,000]] deductible on her totaled Subaru. (Valdivia Dep. 28:1-7.) Her out-of-pocket prescription costs add another [[B:fabricated !ALL=1,240|$1,240]]. (Ex. 5 at 2.)

5. Non-economic damages.

For [[P:duration @T27:12-13=Wednesday nights for about six years|about six years]] Ms. Valdivia played in a women's volleyball league on Wednesday nights. She has tried to go back once, in [[B:month @T27:17=I went once, in June;;!T27:16-18=July|July]], and lasted about twenty minutes. ([[P:transcript_cite @T27:12-18=I played in a women's volleyball league|Valdivia Dep. 27:12-18]].) She still takes ibuprofen most workdays, and after a full day of patients her neck pain reaches "a five." ([[P:transcript_cite @T26:21-27:1=it can be a five|Id. at 26:21-27:1]].) Her husband now drives whenever it is dark. ([[B:transcript_cite @T27:20-23=Marco drives when it's dark;;!T28:20-23=Marco|Id. at 28:20-23]].)

6. Demand.

Ms. Valdivia will resolve all claims against your insureds for $185,000, inclusive of the Evergreen State Mutual PIP reimbursement claim of [[P:amount @D8.p1=PIP reimbursement claim of $10,000.00|$10,000.00]] (see Ex. 8). This demand remains open until 5:00 p.m. on November 21, 2025.

Very truly yours,

CASTELLANOS & WIRTH LLP

Ruth Castellanos

Enclosures: Exhibits 1-9 ([[U:bates_range @D1.p1=Report No.: 24-318406|{D1.first}-{D9.last}]])
"""

# -----------------------------------------------------------------------------------------------------------
# 5. Mediation statement: medical chronology (mixed)
# -----------------------------------------------------------------------------------------------------------
DRAFTS["mediation_statement"] = """PLAINTIFF'S CONFIDENTIAL MEDIATION STATEMENT
Valdivia v. Brinkerhoff and Cascade Linen Services, Inc., Multnomah County Circuit Court Case No. 25CV19274
Submitted to: Hon. Ellen Marquardt (Ret.)
Mediation date: November 18, 2025

I. SUMMARY

On November 12, 2024, a Cascade Linen Services delivery van driven by Dale Brinkerhoff, [[B:residence @D1.p1=3318 SE Hogan Rd, Gresham, OR 97080;;!D1.p1=Gresham, WA|a Washington resident]], turned left in front of Teresa Valdivia's Subaru at Southeast Foster Road and Southeast 72nd Avenue in Portland. (Ex. 1 at 1.) Ms. Valdivia, a right-hand-dominant dental hygienist, broke her right wrist and sustained a cervical strain that still limits her at work. Defendants' insurer has accepted liability. (Ex. 8.)

II. MEDICAL CHRONOLOGY

A. Scene and emergency department (November 12, 2024)

Ms. Valdivia was [[U:restraint @D1.p2=V2 driver VALDIVIA: Restrained (lap/shoulder)|belted]], complained of neck and right wrist pain, and was taken by [[U:identifier @D1.p2=Transported by AMR Medic 231 to Eastbank Medical Center|AMR Medic 231]] to Eastbank Medical Center. ({D1.p2}.) At the scene she [[B:swap:polarity @D1.p2=V1 driver BRINKERHOFF: Restrained (lap/shoulder). No apparent injury (O). Declined medical.|declined medical care]] at first, but accepted transport once the pain in her wrist worsened. (Id.) Within minutes of the crash, [[B:swap:polarity @D7.p1=Teresa: a linen van turned right in front of me. I had the green|her husband Marco texted]], "a linen van turned right in front of me. I had the green." ({D7.p1}.)

She was triaged at [[P:time @D2.p1=TRIAGE (18:26)|6:26 p.m.]] as [[U:identifier @D2.p1=ESI level: 3|ESI level 3]], with neck pain of [[P:score @D2.p1=6/10 neck|6/10]]. ({D2.p1}.) She received ketorolac 15 mg IV at [[B:time @D2.p3=19:10 Ketorolac 15 mg IV given;;!D2.p3=19:40|7:40 p.m.]] ({D2.p3}). The CT of her cervical spine, read by Dr. D. Farrow, showed [[B:overstatement:model @D2.p3=Mild disc space narrowing at C5-C6|no abnormality of any kind]]. (Id.) The emergency physician cleared the cervical collar [[B:sequence:polarity @D2.p3=C-collar cleared clinically after CT review|before the CT was read]]. (Id.) The wrist was placed in a [[P:treatment @D2.p3=Right wrist placed in a sugar-tong splint|sugar-tong splint]] at [[B:time @D2.p3=21:30 Right wrist placed;;!D2.p3=22:30|10:30 p.m.]] (Id.) She was [[B:disposition:polarity @D2.p4=DISPOSITION: Discharged home at 23:05|admitted overnight for observation]] and left with prescriptions for hydrocodone-acetaminophen 5/325 mg ([[P:count @D2.p4=every 6 hours as needed for severe pain, #12|twelve tablets]]) and cyclobenzaprine [[B:dose @D2.p4=Cyclobenzaprine 5 mg;;!D2.p4=Cyclobenzaprine 10 mg|10 mg]]. ({D2.p4}.)

B. Orthopedic care (Rose City Orthopedic Associates)

November 19, 2024. Dr. Priya Raman found the fracture in "[[P:quote_scan @D3.p1=alignment maintained, no interval displacement|alignment maintained, no interval displacement]]," applied a fiberglass cast, and barred lifting more than [[U:measure_scan @D3.p1=No lifting over 1 lb with R hand|one pound]] with the right hand. ({D3.p1}.)

December 17, 2024. After cast removal Dr. Raman referred Ms. Valdivia to hand therapy [[P:frequency_scan @D3.p2=2 times per week for 6 weeks|twice a week for six weeks]] and cleared her to return on January 6, 2025 for four hours a day, with no more than [[B:count_scan @D3.p2=no more than 2 patients in a row;;!D3.p2=3 patients|three patients in a row]] without a break. ({D3.p2}.) Rose City Hand Therapy billed [[U:count @D5.p2=Hand therapy, 11 visits|eleven visits]] at [[B:amount @D5.p2=Hand therapy, 11 visits 2,530.00;;!D5.p2=2,350.00|$2,350.00]]. ({D5.p2}.)

January 28, 2025. The fracture had healed, but extension remained limited and Dr. Raman [[B:fabricated:model @D3.p3=Return as needed|assigned a permanent partial impairment rating]]. ({D3.p3}.) She expected "[[B:quote_altered @D3.p3=Expect further gains over 3 to 4 months;;!D3.p3=further gains over 6 to 12 months|further gains over 6 to 12 months]]." (Id.)

C. Physical medicine and physical therapy (Columbia Spine & Rehabilitation)

November 26, 2024. Dr. Samuel Okonkwo measured cervical rotation of [[P:measure @D4.p1=Cervical rotation right 45 deg, left 50 deg|45 degrees to the right and 50 degrees to the left]], against a normal of about 80. He found a trigger point in the right levator scapulae; the Spurling test was [[B:result:polarity @D4.p1=Spurling test negative bilaterally|positive]]. He started meloxicam [[U:dose @D4.p1=Meloxicam 15 mg daily|15 mg daily]] and [[B:order:polarity @D4.p1=No imaging at this time|ordered a cervical MRI at that first visit]]. ({D4.p1}.)

January 14, 2025. Ms. Valdivia reported [[P:percent @D4.p2=Reports about 50% improvement in neck pain|about 50 percent]] improvement, with headaches down to about [[P:count @D4.p2=Headaches about 2 per week, down from daily|two a week]]. ({D4.p2}.)

March 4, 2025. After the MRI, Dr. Okonkwo attributed the C5-6 disc bulge [[B:overstatement:model @D4.p2=consistent with mild degenerative change that was likely present before the collision|entirely to the collision]]. (Id.) He restricted continuous neck flexion to 45 minutes, followed by a break, through [[P:date_scan @D4.p3=Duration: 90 days, through 06/02/2025|June 2, 2025]]. ({D4.p3}.)

Physical therapy (December 3, 2024 to January 23, 2025). Therapist [[U:name @D4.p4=Therapist: Lauren Whitcomb, PT, DPT|Lauren Whitcomb, PT, DPT]] documented cervical rotation improving to [[P:measure @D4.p4=Cervical rotation, right 45 deg 70 deg|70 degrees]] on the right and [[B:measure @D4.p4=Cervical rotation, left 52 deg 72 deg;;!D4.p4=75 deg|75 degrees]] on the left. ({D4.p4}.)

III. SPECIAL DAMAGES

The ledger begins with the ambulance: [[U:amount @D5.p1=ALS emergency transport 1,942.00|$1,942.00]] for the emergency transport. ([[B:pin @D5.p1=ALS emergency transport 1,942.00;;!D5.p2=1,942.00|{D5.p2}]].) The February 20, 2025 cervical MRI at Vancouver Imaging Center was billed at [[P:amount @D5.p2=MRI cervical spine w/o contrast 2,460.00|$2,460.00]], and PIP [[B:paid:polarity @D5.p2=MRI cervical spine w/o contrast 2,460.00 -- 0.00 Limit exhausted|paid that charge in full]]. ({D5.p2}.) Total charges are [[U:amount @D5.p2=TOTAL BILLED (lines 1-22) 22,580.00|$22,580.00]]; wage loss is [[U:amount @D6.p2=15,111.00|$15,111.00]]. (Ex. 5 at 2; Ex. 6 at 2.)

IV. NON-ECONOMIC HARM

Ms. Valdivia had no neck problems before the crash, and her headaches had been "[[P:quote @T25:10=maybe once a month|maybe once a month]]." (Deposition of Teresa M. Valdivia ("Valdivia Dep.") 25:9-11.) Afterward she had headaches "[[U:quote @T25:11-12=I had headaches every day for a while|every day for a while]]." ([[B:transcript_cite @T25:10-12=every day for a while;;!T24:10-12=every day|Id. at 24:10-12]].) Dr. Okonkwo explained to her that "[[P:quote @T25:19-20=a lot of people my age have some wear in their necks and don't feel it|a lot of people my age have some wear in their necks and don't feel it]]." ([[P:bates_lines @T25:17-21=What did he tell you|{D9.p5}:17-21]].) She has not gone back to her volleyball league. ([[B:bates_lines @T27:12-15=I haven't gone back;;!T28:12-15=volleyball|{D9.p8}:12-15]].)

V. THE DEFENSE POSITION

Northfield Pacific accepts the emergency care, the wrist treatment, and the hand therapy, and disputes only the MRI and the March 4, 2025 visit, relying on the emergency CT's note of disc space narrowing at C5-6. (Ex. 8.) That CT finding was "[[P:quote @D2.p3=Mild disc space narrowing at C5-C6|[m]ild]]" and Ms. Valdivia had never had a neck complaint before. ({D2.p3}; Valdivia Dep. 25:1-4.)
"""

# -----------------------------------------------------------------------------------------------------------
# 6. Responses to requests for admission (mixed)
# -----------------------------------------------------------------------------------------------------------
DRAFTS["rfa_responses"] = CAPTION + """
PLAINTIFF'S RESPONSES TO DEFENDANTS' FIRST REQUESTS FOR ADMISSION

Pursuant to [[P:authority @AUTH=ORCP 45|ORCP 45]], plaintiff Teresa M. Valdivia responds to Defendants' First Requests for Admission as follows.

GENERAL OBJECTIONS
[[U:boilerplate|Plaintiff objects to the requests to the extent they call for legal conclusions or for information protected by the attorney-client privilege or the work-product doctrine. Each response below is made subject to these objections.]] Plaintiff further objects to any request that seeks admissions on matters of expert opinion. See [[B:authority_unlisted !AUTH=ORCP 36|ORCP 36 B]].

REQUEST FOR ADMISSION NO. 1: Admit that you were traveling faster than 30 miles per hour immediately before the collision.
RESPONSE: Denied. Plaintiff was traveling about [[P:speed @T22:15-17=About 28|28 miles per hour]] and told the investigating officer the same thing at the scene. (Deposition of Teresa M. Valdivia ("Valdivia Dep.") 22:15-20; [[P:bates @D1.p2="about 28" mph|{D1.p2}]].)

REQUEST FOR ADMISSION NO. 2: Admit that the Eastbank Medical Center record states that you were traveling approximately 30 mph.
RESPONSE: Admitted that the emergency physician's history reads, "[[U:quote @D2.p2=traveling at approximately 30 mph when a van turned left in front of her|traveling at approximately 30 mph when a van turned left in front of her]]." ([[B:pin @D2.p2=approximately 30 mph;;!D2.p1=approximately 30 mph|{D2.p1}]].) Denied that the estimate is accurate or was given by plaintiff as a measured speed.

REQUEST FOR ADMISSION NO. 3: Admit that the CT scan taken on November 12, 2024 showed disc space narrowing at C5-C6.
RESPONSE: Admitted that the radiologist noted "[[P:quote @D2.p3=Mild disc space narrowing at C5-C6.|Mild disc space narrowing at C5-C6]]." ({D2.p3}.) Denied that plaintiff had any neck symptoms before the collision; at triage the nurse recorded "[[B:quote_altered @D2.p1=No prior neck injury or surgery reported.;;!D2.p1=No prior neck injury or treatment reported|No prior neck injury or treatment reported]]." ({D2.p1}.)

REQUEST FOR ADMISSION NO. 4: Admit that you received chiropractic treatment before November 12, 2024.
RESPONSE: Admitted only that plaintiff saw a chiropractor [[U:count @D4.p1=one chiropractic visit|once]], in [[B:year @D4.p1=one chiropractic visit in 2021;;!D4.p1=2022|2022]], for a low-back strain that resolved. ({D4.p1}.) Otherwise denied.

REQUEST FOR ADMISSION NO. 5: Admit that you were paid for the time you missed from work.
RESPONSE: Denied. Hygienists at Lakeshore Family Dentistry are [[P:fact @D6.p1=Hygienists are paid only for hours worked|paid only for hours worked]], and plaintiff [[P:negation_true @D6.p1=Ms. Valdivia did not use paid time off for these absences|did not use paid time off]] for these absences. ({D6.p1}.)

REQUEST FOR ADMISSION NO. 6: Admit that your employer offered you light-duty work.
RESPONSE: Denied. [[B:offered:polarity @D6.p1=we could not offer light duty|Lakeshore offered light duty in December 2024]], but plaintiff's cast kept her from performing it. ({D6.p1}.)

REQUEST FOR ADMISSION NO. 7: Admit that you returned to full duty on February 3, 2025.
RESPONSE: Admitted. ({D3.p3}; [[P:bates @D6.p1=resumed her full schedule on February 3, 2025|{D6.p1}]].)

REQUEST FOR ADMISSION NO. 8: Admit that you have had no office visits for your neck since March 4, 2025.
RESPONSE: Admitted. Plaintiff continues her home exercise program [[P:frequency @T27:4=I do them most mornings|most mornings]]. ([[P:transcript_cite @T27:2-5=Just the home exercises|Valdivia Dep. 27:2-5]].)

REQUEST FOR ADMISSION NO. 9: Admit that you declined a trigger point injection.
RESPONSE: Admitted. Dr. Okonkwo offered the injection on [[B:date:model @D4.p2=PROGRESS NOTE Date: 01/14/2025;;!D4.p2=03/04/2025 Provider: Samuel Okonkwo, DO INTERVAL: Has attended|March 4, 2025]], and plaintiff declined it. ({D4.p2}; Valdivia Dep. 27:6-9.)

REQUEST FOR ADMISSION NO. 10: Admit that Eastbank Medical Center billed $2,875.00 for the emergency-department facility charge.
RESPONSE: Admitted. ([[P:bates @D5.p1=ED facility, level 4 2,875.00|{D5.p1}]].) Plaintiff notes that the professional fee of Eastbank Emergency Physicians, [[B:amount @D5.p1=ED physician services 1,126.00;;!D5.p1=1,162.00|$1,162.00]], is a separate charge. (Id.)

REQUEST FOR ADMISSION NO. 11: Admit that the front airbags of your vehicle deployed.
RESPONSE: Admitted. ([[B:pin @D1.p1=Airbags deployed (front);;!D1.p2=Airbags|{D1.p2}]].)

REQUEST FOR ADMISSION NO. 12: Admit that your headlights were on at the time of the collision.
RESPONSE: Admitted. Plaintiff's headlights [[P:fact @T22:12=They come on automatically|come on automatically]], and she checks them. (Valdivia Dep. 22:11-12.) Defendant Brinkerhoff told police he did not see them "[[B:quote_altered @D1.p2=with the rain and the glare;;!D1.p2=the rain and the fog|with the rain and the fog]]." ({D1.p2}.)

REQUEST FOR ADMISSION NO. 13: Admit that your physical therapy ended on January 30, 2025.
RESPONSE: Admitted that plaintiff was discharged from physical therapy on [[U:date @D4.p4=Discharge date: 01/30/2025|January 30, 2025]]; her last visit was on [[B:date @D4.p4=Last visit: 01/23/2025;;!D4.p4=01/26/2025|January 26, 2025]]. ({D4.p4}.)

REQUEST FOR ADMISSION NO. 14: Admit that the Subaru was declared a total loss.
RESPONSE: Admitted. Plaintiff replaced it with a [[P:vehicle @T28:2-3=We bought a used Highlander in December|used Highlander]] in [[B:month @T28:3=Highlander in December;;!T28:1-7=January|January 2025]]. (Valdivia Dep. 28:1-3.)

REQUEST FOR ADMISSION NO. 15: Admit that you were not wearing a seat belt at the time of the collision.
RESPONSE: Denied. The crash report lists plaintiff as "[[P:quote @D1.p2=V2 driver VALDIVIA: Restrained (lap/shoulder)|Restrained (lap/shoulder)]]." ({D1.p2}.) The emergency physician found a seat-belt sign along her left clavicle and chest and documented a "[[B:negation:polarity @D2.p2=No seat belt sign across the abdomen|seat belt sign across the abdomen]]." ({D2.p2}.)

REQUEST FOR ADMISSION NO. 16: Admit that you did not report neck pain to any health care provider before November 26, 2024.
RESPONSE: Denied. At triage on November 12, 2024, plaintiff rated her neck pain [[B:score @D2.p1=6/10 neck;;!D2.p1=7/10|7/10]] ({D2.p1}), and a CT of her cervical spine was performed at [[P:time @D2.p3=19:42 CT cervical spine without contrast|19:42]] that evening ({D2.p3}).

REQUEST FOR ADMISSION NO. 17: Admit that you were traveling in the left westbound lane.
RESPONSE: Admitted that plaintiff was in the inside westbound lane, which is the left lane. ([[P:bates_lines @T22:7-8=In the left lane, the inside lane|{D9.p2}:7-8]].) The debris field lay in the [[B:lane:polarity @D1.p2=The debris field was in the inside westbound lane;;!D1.p2=outside westbound|outside westbound lane]], just west of the crosswalk. ({D1.p2}.)

DATED: October 15, 2025.

CASTELLANOS & WIRTH LLP
s/ Ruth Castellanos
Ruth Castellanos, OSB No. 064471
Of Attorneys for Plaintiff

VERIFICATION

I, Teresa M. Valdivia, am the plaintiff. I have read the foregoing responses, and they are true to the best of my knowledge. [[B:date_boilerplate @D9.p1=Tuesday, September 16, 2025;;!D9.p1=September 18|I reviewed them with my attorneys after my deposition on September 18, 2025]], together with the records produced as [[B:bates_nonexistent !ALL=INJURY000031|INJURY000001 through INJURY000031]].

[[P:jurat|I hereby declare that the above statement is true to the best of my knowledge and belief, and that I understand it is made for use as evidence in court and is subject to penalty for perjury.]]

s/ Teresa M. Valdivia
"""

# -----------------------------------------------------------------------------------------------------------
# 7. Motions in limine (mixed)
# -----------------------------------------------------------------------------------------------------------
DRAFTS["motions_in_limine"] = CAPTION + """
PLAINTIFF'S MOTIONS IN LIMINE NOS. 1-3

Plaintiff moves in limine for orders (1) excluding evidence of payments by her own insurer, (2) excluding reference to her 2021 chiropractic visit, and (3) excluding settlement communications.

BACKGROUND

This case arises from a left-turn collision on November 12, 2024, for which the investigating officer cited defendant Brinkerhoff under ORS 811.350. ([[P:bates @D1.p3=D1 BRINKERHOFF cited for ORS 811.350|{D1.p3}]].) Plaintiff's medical charges total $22,580.00. ([[P:bates @D5.p2=22,580.00|{D5.p2}]].) Plaintiff's automobile insurer, Evergreen State Mutual (Policy [[P:identifier @D1.p1=Evergreen State Mutual Ins. Co., Policy ESM-77-4410283|ESM-77-4410283]]) (Ex. 1 at 1), paid [[P:amount @D5.p2=TOTAL PIP PAID 10,000.00|$10,000.00]] of them under its personal injury protection coverage, which carries a medical limit of [[B:amount @D5.p1=PIP medical expense limit: $10,000.00;;!D5.p1=15,000|$15,000.00]], until the limit was exhausted on [[P:date @D5.p2=EXHAUSTED 12/09/2024|December 9, 2024]]. (Ex. 5 at 2.) The ledger was printed on [[B:date @D5.p1=Printed: 04/03/2025;;!D5.p1=04/08/2025|April 8, 2025]]. ({D5.p1}.) [[B:swap:polarity @D5.p2=Lines 11-22 balances referred to claimant's health carrier (Cascadia Health Plan)|The remaining balances were referred to Evergreen State Mutual by plaintiff's health carrier]]. ({D5.p2}.) Evergreen also paid [[B:fabricated !ALL=3,200|$3,200]] in wage-loss benefits. (Id.) Evergreen has asserted a reimbursement claim for the full [[P:amount @D8.p1=PIP reimbursement claim of $10,000.00|$10,000.00]]. (Ex. 8.)

Before the collision plaintiff had seen a chiropractor once, in 2021, for a low-back strain that resolved. ({D4.p1}.) She told Dr. Okonkwo that she had no "[[P:quote @D4.p1=She denies any neck pain, treatment or imaging of the neck before the collision|neck pain, treatment or imaging of the neck before the collision]]" ([[P:bates @D4.p1=She denies any neck pain|{D4.p1}]]), and the triage nurse, [[B:name @D2.p1=Triage RN: B. Oyelaran, RN;;!D2.p1=Oyelowo|B. Oyelowo, RN]], recorded "[[P:quote @D2.p1=No prior neck injury or surgery reported.|No prior neck injury or surgery reported]]." ({D2.p1}.) At deposition she explained that the chiropractic visit followed helping her sister move and that "[[P:quote @T25:8=It was my low back, not my neck.|[i]t was my low back, not my neck]]." ([[P:transcript_cite @T25:5-8=I went to a chiropractor one time in 2021|Valdivia Dep. 25:5-8]].) She has been a hygienist for more than nine years and "never missed work for [her] neck." ([[B:transcript_cite @T25:24-25=I never missed work for my neck;;!T26:24-25=missed work|Valdivia Dep. 26:24-25]].) Dr. Raman's notes say nothing about the neck beyond that it [[P:fact @D3.p1=Neck pain is followed separately|is followed separately]]. ({D3.p1}.)

ARGUMENT

Motion in Limine No. 1: Collateral benefits.
Whether and how collateral benefits affect an award is for the Court after verdict, not for the jury. [[P:authority @AUTH=ORS 31.580|ORS 31.580]]; see [[P:authority @AUTH=White v. Jubitz Corp., 347 Or 212, 219 P3d 566 (2009)|White v. Jubitz Corp., 347 Or 212, 219 P3d 566 (2009)]]. Evidence of the PIP payments has no bearing on any issue the jury must decide. [[B:authority_unlisted !AUTH=OEC 401|OEC 401]].

Motion in Limine No. 2: The 2021 chiropractic visit.
A single low-back visit years before the collision says nothing about the neck. Dr. Okonkwo, the only physician to address causation, concluded that the collision aggravated a "[[P:quote @D4.p2=aggravated the previously asymptomatic C5-6 degenerative condition|previously asymptomatic]]" condition. ({D4.p2}.) The emergency physician ordered the cervical CT [[B:cause:polarity @D2.p3=CT of the cervical spine obtained because of midline tenderness|even though she found no midline tenderness]]. ({D2.p3}.) Dr. Raman, for her part, recorded only a "[[P:quote_scan @D3.p3=Low risk of post-traumatic arthritis given the extra-articular pattern|low risk of post-traumatic arthritis]]" for the wrist. ({D3.p3}.)

Motion in Limine No. 3: Settlement communications.
The April 17, 2025 e-mail from defendants' insurer is an offer of compromise. [[P:authority @AUTH=OEC 408|OEC 408]]. Neither side should refer to it, including to its statement that [[B:overstatement:model @D8.p1=We do not accept the cervical MRI of February 20, 2025|Northfield Pacific accepted all of plaintiff's treatment as related]]. (Ex. 8.)

DATED: October 27, 2025.

CASTELLANOS & WIRTH LLP
s/ Ruth Castellanos
Ruth Castellanos, OSB No. 064471
Of Attorneys for Plaintiff

CERTIFICATE OF SERVICE

[[B:date_boilerplate @D9.p1=Tuesday, September 16, 2025;;!D9.p1=September 26|I certify that on October 27, 2025, I served the foregoing, together with the excerpts of plaintiff's deposition of September 26, 2025 (Ex. 9)]], on Lyle Hargrove, Hargrove Pruitt LLP, attorneys for defendants, by electronic service through the Court's eFiling system.

s/ Ruth Castellanos
"""

# -----------------------------------------------------------------------------------------------------------
# 8. Trial memorandum: statement of facts (mixed, mostly false)
# -----------------------------------------------------------------------------------------------------------
DRAFTS["trial_memorandum"] = CAPTION + """
PLAINTIFF'S TRIAL MEMORANDUM

Trial date: January 12, 2026
Estimated length of trial: 3 days

I. NATURE OF THE CASE

This is a negligence action arising from a left-turn collision in Portland, Oregon on November 12, 2024. Plaintiff Teresa M. Valdivia seeks economic damages for medical expenses and lost wages, and noneconomic damages for a fractured wrist and a neck injury. The action was timely filed within the two-year period of [[P:authority @AUTH=ORS 12.110|ORS 12.110(1)]].

II. STATEMENT OF FACTS

A. The collision

Defendant Brinkerhoff's van, VIN [[B:identifier @D1.p1=VIN: 1FTBR1C87MKA40217;;!D1.p1=1FTBR1C87MKA40271|1FTBR1C87MKA40271]], turned left from eastbound Foster Road into the path of plaintiff's westbound Subaru. (Ex. 1 at 1.) The impact damaged the van's [[B:side:polarity @D1.p1=Damage: Right side, passenger door and B-pillar;;!D1.p1=Left side|left side]]. (Id.) [[B:towed:polarity @D1.p1=Driven from scene.|The van was towed from the scene]]; the disabled Subaru was towed by [[B:name @D1.p1=Towed by Foster Towing;;!ALL=Speedy|Speedy's Towing]]. (Id.) Officer Ortiz located the debris field in the inside westbound lane, "[[P:quote @D1.p2=just west of the crosswalk line|just west of the crosswalk line]]." ({D1.p2}.)

Plaintiff was coming from work and was on her way to her sister's house in [[P:place @T22:6=my sister's house in Lents|Lents]]. (Deposition of Teresa M. Valdivia, Sept. 16, 2025 ("Tr.") 22:1-6.) [[B:invented:model @T22:3-6=to pick up a cake for my niece's birthday|She was running late for her niece's birthday party]]. (Id.) Her wipers were on the [[B:setting:polarity @T22:14=on the regular speed, not the fast one|fast setting]]. (Tr. 22:13-14.) She had checked her speedometer "[[P:quote @T22:19-20=maybe a block before, when I passed the school zone sign|maybe a block before, when I passed the school zone sign]]." ([[P:bates_lines @T22:18-20=speedometer|{D9.p2}:18-20]].) Right after the impact, she "[[U:quote @T23:25=I knew something was wrong|knew something was wrong]]." ([[B:transcript_cite @T23:25=I knew something was wrong;;!T24:25=wrong|Tr. 24:25]].) She gave the same account in a recorded statement to Northfield Pacific in [[B:month @T28:14-15=Northfield Pacific in November;;!T28:13-17=December|December 2024]]. (Tr. 28:13-17.)

B. Emergency care

The emergency department registered plaintiff under MRN [[B:identifier @D2.p1=MRN: 00-4471982;;!D2.p1=00-4471928|00-4471928]]. (Ex. 2 at 1.) Her temperature was [[P:vital @D2.p1=Temp 36.8 C|36.8 C]] and her oxygen saturation was [[B:vital @D2.p1=SpO2 99% on room air;;!D2.p1=97%|97 percent]] on room air. (Id.) The history records that she "[[B:quote_stitched @D2.p2=She did not strike her head and denies loss of consciousness;;!D2.p2=did not strike her head and denies numbness|did not strike her head and denies numbness or tingling in the hands]]." (Id. at 2.) The wrist films showed [[B:extension:polarity @D2.p3=No intra-articular extension.|intra-articular extension]] of the fracture, with the ulnar styloid [[P:finding @D2.p3=Ulnar styloid intact|intact]]. (Id. at 3.) The discharge diagnoses included a contusion of the [[B:side:polarity @D2.p4=Contusion of left front wall of thorax;;!D2.p4=right front wall|right front wall of the thorax]] and a neck strain coded [[P:code @D2.p4=(S16.1XXA)|S16.1XXA]]. (Id. at 4.) She was told to see Rose City Orthopedic Associates within [[P:duration @D2.p4=within 5 to 7 days for fracture care|five to seven days]]. (Id.)

C. Orthopedic and rehabilitation care

At cast removal on December 17, 2024, the x-rays showed a healing fracture with "[[B:quote_altered @D3.p2=bridging callus, alignment unchanged;;!D3.p2=alignment improved|bridging callus, alignment improved]]." (Ex. 3 at 2.) At the final visit plaintiff reported pain of [[P:score_scan @D3.p3=Pain 2/10 at rest, up to 5/10 by the end of a shift|2/10 at rest and up to 5/10]] by the end of a shift. (Id. at 3.) Dr. Okonkwo's work status report directs her to "[[P:quote_scan @D4.p3=Use loupes with a proper declination angle|[u]se loupes with a proper declination angle]]" and places [[P:negation_true_scan @D4.p3=No restriction on hours|no restriction on her hours]]. ({D4.p3}.) Her physical therapy schedule [[B:count @D4.p4=1 cancelled by the clinic (12/26/2024, holiday closure);;!D4.p4=2 cancelled|lost two visits]] to holiday closures. ({D4.p4}.)

D. Employment and wage loss

Plaintiff has worked at Lakeshore Family Dentistry since [[B:date @D6.p1=since August 15, 2016;;!D6.p1=2015|August 15, 2015]], on a schedule of [[P:hours @D6.p1=or 32 hours per week|32 hours a week]]. (Ex. 6 at 1.) In the pay period ending [[P:date @D6.p2=11/23/2024-12/06/2024|December 6, 2024]], her scheduled hours fell to 56 because the office closed on [[P:date @D6.p2=Office closed 11/28|November 28]]. (Id. at 2.) Her largest single-period loss was [[B:amount @D6.p2=3,504.00;;!D6.p2=3,540.00|$3,540.00]], for the period ending December 20, 2024. (Id.)

III. LEGAL ISSUES

A. Negligence per se. A left-turning driver who fails to yield violates [[P:authority @AUTH=ORS 811.350|ORS 811.350]], and the violation is negligence per se. [[P:authority @AUTH=Shahtout v. Emco Garbage Co., 298 Or 598, 695 P2d 897 (1985)|Shahtout v. Emco Garbage Co., 298 Or 598, 695 P2d 897 (1985)]].

B. Noneconomic damages. The jury's award of noneconomic damages is not subject to the limitation in [[B:authority_unlisted !AUTH=ORS 31.710|ORS 31.710(1)]].

C. Collateral benefits. Any offset for PIP benefits is for the Court after verdict. [[P:authority @AUTH=ORS 31.580|ORS 31.580]].

IV. WITNESSES

Plaintiff; Marco Valdivia; Officer Janelle Ortiz (#[[P:identifier @D1.p3=Janelle ORTIZ #54102|54102]]); Sgt. M. Delacroix (#[[B:identifier @D1.p3=DELACROIX #38817;;!D1.p3=38871|38871]]); Harold J. Nakamura; Karen Lindqvist, M.D.; Priya Raman, M.D.; Samuel Okonkwo, D.O.; Lauren Whitcomb, PT, DPT; and Denise Harwood, [[P:title @D6.p1=Denise Harwood Office Manager|Office Manager]] of Lakeshore Family Dentistry.

DATED: December 29, 2025.

CASTELLANOS & WIRTH LLP
s/ Ruth Castellanos
Ruth Castellanos, OSB No. 064471
Of Attorneys for Plaintiff
"""
