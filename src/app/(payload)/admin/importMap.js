import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SourceChanges as SourceChanges_4b9adb934d1a98ea40339cc5c7c1a16f } from '@/admin/Translation/SourceChanges.client'
import { LanguageSchedule as LanguageSchedule_fa8fb258b3528091b3472516fafcce5b } from '@/admin/LanguageStatus/LanguageSchedule.client'
import { UnpublishMenu as UnpublishMenu_c3ab29fd0518e974b926d40819681b45 } from '@/admin/LanguageStatus/UnpublishMenu.client'
import { ListTools as ListTools_497da1304e2eaf4a0f9eebdc40d6e4df } from '@/admin/ListTools/ListTools'
import { ExtendButtons as ExtendButtons_c488268d67d8ca83fac4896b1db533fd } from '@/admin/KeepUntil/ExtendButtons.client'
import { CvDownloadField as CvDownloadField_afb7bb5bec357ca00afb7ba9cb34c93d } from '@/admin/CvDownload/CvDownload.client'
import { CvDownloadCell as CvDownloadCell_afb7bb5bec357ca00afb7ba9cb34c93d } from '@/admin/CvDownload/CvDownload.client'
import { ErasureNavLink as ErasureNavLink_52d9df12fe25d7665be44fabcb01657d } from '@/admin/Erasure/ErasureNavLink'
import { NewSubmissions as NewSubmissions_fcd110e914eaf99c6d6acf38fbb0b096 } from '@/admin/Dashboard/NewSubmissions'
import { Translations as Translations_32ceeed4c66a7cdf3f6bf00c4e856424 } from '@/admin/Dashboard/Translations'
import { System as System_d699ae0746c81419a798f59417d14b82 } from '@/admin/Dashboard/System'
import { Expiring as Expiring_4e61b8878ec4215c3695d003babfbc31 } from '@/admin/Dashboard/Expiring'
import { Backups as Backups_47d71596be79b0a5d961ce425a5542d9 } from '@/admin/Dashboard/Backups'
import { UserLanguage as UserLanguage_f3cac4242d97e6439e3f6a8cdad1de05 } from '@/admin/UserLanguage/UserLanguage.client'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ErasureView as ErasureView_7d830a915d724a7f5cd0cfb1ad2ce0af } from '@/admin/Erasure/ErasureView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/admin/Translation/SourceChanges.client#SourceChanges": SourceChanges_4b9adb934d1a98ea40339cc5c7c1a16f,
  "@/admin/LanguageStatus/LanguageSchedule.client#LanguageSchedule": LanguageSchedule_fa8fb258b3528091b3472516fafcce5b,
  "@/admin/LanguageStatus/UnpublishMenu.client#UnpublishMenu": UnpublishMenu_c3ab29fd0518e974b926d40819681b45,
  "@/admin/ListTools/ListTools#ListTools": ListTools_497da1304e2eaf4a0f9eebdc40d6e4df,
  "@/admin/KeepUntil/ExtendButtons.client#ExtendButtons": ExtendButtons_c488268d67d8ca83fac4896b1db533fd,
  "@/admin/CvDownload/CvDownload.client#CvDownloadField": CvDownloadField_afb7bb5bec357ca00afb7ba9cb34c93d,
  "@/admin/CvDownload/CvDownload.client#CvDownloadCell": CvDownloadCell_afb7bb5bec357ca00afb7ba9cb34c93d,
  "@/admin/Erasure/ErasureNavLink#ErasureNavLink": ErasureNavLink_52d9df12fe25d7665be44fabcb01657d,
  "@/admin/Dashboard/NewSubmissions#NewSubmissions": NewSubmissions_fcd110e914eaf99c6d6acf38fbb0b096,
  "@/admin/Dashboard/Translations#Translations": Translations_32ceeed4c66a7cdf3f6bf00c4e856424,
  "@/admin/Dashboard/System#System": System_d699ae0746c81419a798f59417d14b82,
  "@/admin/Dashboard/Expiring#Expiring": Expiring_4e61b8878ec4215c3695d003babfbc31,
  "@/admin/Dashboard/Backups#Backups": Backups_47d71596be79b0a5d961ce425a5542d9,
  "@/admin/UserLanguage/UserLanguage.client#UserLanguage": UserLanguage_f3cac4242d97e6439e3f6a8cdad1de05,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/admin/Erasure/ErasureView#ErasureView": ErasureView_7d830a915d724a7f5cd0cfb1ad2ce0af,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
