CREATE TABLE "custom_code" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"css_content" text DEFAULT '' NOT NULL,
	"js_content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"day" text NOT NULL,
	"start_time" text,
	"end_time" text,
	"is_holiday" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"cutoff_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"discount_type" text NOT NULL,
	"value_type" text DEFAULT 'VALUE' NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"product_id" uuid,
	"product_category_id" uuid,
	"product_collection_id" uuid,
	"expiry_date" date,
	"discount_limit_availability" boolean DEFAULT false NOT NULL,
	"discount_available_to" jsonb DEFAULT '{"criteria":"ANY","customer_first_order":false}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_order_statuses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "master_order_statuses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "master_payment_methods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "master_payment_methods_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"event" text NOT NULL,
	"employee_notification_settings" jsonb DEFAULT '{"email":[],"sms":[],"in_app":[]}'::jsonb NOT NULL,
	"customer_notification_settings" jsonb DEFAULT '{"email":false,"sms":false,"in_app":false}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url_slug" text NOT NULL,
	"page_content" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_config" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"uom" jsonb NOT NULL,
	"usage_condition" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"point_generation" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"slides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"serving_locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_order_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"master_order_status_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" numeric(12, 3) NOT NULL,
	"type" text DEFAULT 'PERCENTAGE' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"employee_id" uuid,
	"type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"products_count" integer DEFAULT 0 NOT NULL,
	"sub_total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount_value" numeric(12, 2) DEFAULT '0' NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount" jsonb,
	"delivery_date" date,
	"delivery_data" jsonb,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"payment" jsonb,
	"customer_notes" jsonb,
	"order_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"store_location_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"landmark" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"phone_no" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_group_members" (
	"store_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_group_members_group_id_customer_id_pk" PRIMARY KEY("group_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'MANUAL' NOT NULL,
	"image" text,
	"condition" jsonb DEFAULT '{"customer_total_value":"","customer_order_value":"","customer_order_count":""}'::jsonb NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"dob" date,
	"email" text,
	"phone_no" text,
	"country_code" text,
	"country" text,
	"password_hash" text,
	"customer_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"push_notification" boolean DEFAULT false NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"order_total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url_slug" text NOT NULL,
	"image" text,
	"is_parent" boolean DEFAULT false NOT NULL,
	"parent_category_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_collection_items" (
	"store_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_collection_items_collection_id_product_id_pk" PRIMARY KEY("collection_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url_slug" text NOT NULL,
	"image" text,
	"applicable_to_location" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"request_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"day" text NOT NULL,
	"slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_name" text NOT NULL,
	"sku" text NOT NULL,
	"track_quantity" boolean DEFAULT false NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"selling_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"compare_at_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"max_quantity" integer DEFAULT 10 NOT NULL,
	"display_image" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parent_sku" text NOT NULL,
	"url_slug" text NOT NULL,
	"selling_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"compare_at_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"product_category_id" uuid,
	"display_image" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"common_stock" boolean DEFAULT true NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"location_stock" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"common_price" boolean DEFAULT true NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"track_quantity" boolean DEFAULT false NOT NULL,
	"product_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_meta_datas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_other_details" jsonb DEFAULT '{"min_quantity":1,"max_quantity":10}'::jsonb NOT NULL,
	"product_variants_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applicable_to_location" uuid,
	"product_seo" jsonb,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"subscription_number" bigint NOT NULL,
	"store_subscription_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"variant_id" text NOT NULL,
	"variant" jsonb NOT NULL,
	"billing_period_id" uuid,
	"subscription_name" text NOT NULL,
	"parent_sku" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_expired" boolean DEFAULT false NOT NULL,
	"is_approved" text DEFAULT 'PENDING_APPROVAL' NOT NULL,
	"zuper_contract_uid" text,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment" jsonb DEFAULT '{"is_paid":false,"payment_method":null,"transaction_id":null}'::jsonb NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"request_customer_payment" boolean DEFAULT false NOT NULL,
	"order_type" text DEFAULT 'CSC' NOT NULL,
	"applicable_to_location" uuid,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"renewed_from_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"subscription_name" text NOT NULL,
	"url_slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"parent_sku" text NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_item_stats" (
	"store_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"product_name" text NOT NULL,
	"category_id" uuid NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_item_stats_pkey" PRIMARY KEY("store_id","bucket","product_name","category_id")
);
--> statement-breakpoint
CREATE TABLE "booking_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"booking_created_at" timestamp with time zone NOT NULL,
	"product_id" uuid,
	"variant_id" uuid,
	"product_name" text NOT NULL,
	"variant_name" text,
	"category_id" uuid,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"compare_at_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"request_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_meta_datas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"note" text NOT NULL,
	"created_by" uuid,
	"created_by_type" text NOT NULL,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_stats" (
	"store_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"order_type" text NOT NULL,
	"status_id" uuid NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "booking_stats_pkey" PRIMARY KEY("store_id","bucket","order_type","status_id")
);
--> statement-breakpoint
CREATE TABLE "booking_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"status_id" uuid NOT NULL,
	"status_name" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"order_number" bigint NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_type" text NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sub_total" numeric(12, 2) NOT NULL,
	"tax" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount" jsonb,
	"discount_value" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount_by_admin" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"discount_by_points" numeric(12, 2) DEFAULT '0' NOT NULL,
	"delivery_date" date,
	"delivery_data" jsonb,
	"delivery_mode" text DEFAULT 'SCHEDULED' NOT NULL,
	"current_status_id" uuid NOT NULL,
	"status_updated_by" uuid,
	"payment" jsonb DEFAULT '{"is_paid":false,"payment_method":null,"transaction_id":null}'::jsonb NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"order_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"store_location_id" uuid,
	"customer_subscription_id" uuid,
	"zuper_job_uid" text,
	"request_customer_payment" boolean DEFAULT false NOT NULL,
	"send_mail" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_payment_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"store_payment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"payment_number" bigint NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"due_date" date NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid,
	"customer_subscription_id" uuid,
	"payment" jsonb DEFAULT '{"is_paid":false,"payment_method":null,"transaction_id":null}'::jsonb NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"external_invoice_uid" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"title" text NOT NULL,
	"url_slug" text NOT NULL,
	"blog_content" text DEFAULT '' NOT NULL,
	"blog_cover_pic" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"post_date" timestamp with time zone,
	"created_by" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"customer_type" text NOT NULL,
	"customer_id" uuid,
	"exclude_customer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"criteria" jsonb,
	"redirect_type" text,
	"redirect_to" text,
	"delivery_type" text DEFAULT 'IMMEDIATE' NOT NULL,
	"delivery_date" date,
	"delivery_time" text,
	"send_at" timestamp with time zone,
	"notification_image" text,
	"attachment_image" text,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"sent_to_customers" integer DEFAULT 0 NOT NULL,
	"one_signal_response" jsonb,
	"created_by" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_code" ADD CONSTRAINT "custom_code_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_slots" ADD CONSTRAINT "delivery_slots_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_types" ADD CONSTRAINT "delivery_types_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_config" ADD CONSTRAINT "points_config_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_locations" ADD CONSTRAINT "store_locations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_statuses" ADD CONSTRAINT "store_order_statuses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_statuses" ADD CONSTRAINT "store_order_statuses_master_order_status_id_master_order_statuses_id_fk" FOREIGN KEY ("master_order_status_id") REFERENCES "public"."master_order_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_members" ADD CONSTRAINT "customer_group_members_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_members" ADD CONSTRAINT "customer_group_members_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_members" ADD CONSTRAINT "customer_group_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_groups" ADD CONSTRAINT "customer_groups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_category_id_product_categories_id_fk" FOREIGN KEY ("parent_category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collection_items" ADD CONSTRAINT "product_collection_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collection_items" ADD CONSTRAINT "product_collection_items_collection_id_product_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."product_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collection_items" ADD CONSTRAINT "product_collection_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collections" ADD CONSTRAINT "product_collections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_collections" ADD CONSTRAINT "product_collections_applicable_to_location_store_locations_id_fk" FOREIGN KEY ("applicable_to_location") REFERENCES "public"."store_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_forms" ADD CONSTRAINT "product_forms_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_forms" ADD CONSTRAINT "product_forms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_slots" ADD CONSTRAINT "product_slots_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_slots" ADD CONSTRAINT "product_slots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_slots" ADD CONSTRAINT "product_slots_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_category_id_product_categories_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_applicable_to_location_store_locations_id_fk" FOREIGN KEY ("applicable_to_location") REFERENCES "public"."store_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tags" ADD CONSTRAINT "store_tags_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_periods" ADD CONSTRAINT "billing_periods_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_subscriptions" ADD CONSTRAINT "customer_subscriptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_subscriptions" ADD CONSTRAINT "customer_subscriptions_store_subscription_id_store_subscriptions_id_fk" FOREIGN KEY ("store_subscription_id") REFERENCES "public"."store_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_subscriptions" ADD CONSTRAINT "customer_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_subscriptions" ADD CONSTRAINT "customer_subscriptions_applicable_to_location_store_locations_id_fk" FOREIGN KEY ("applicable_to_location") REFERENCES "public"."store_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_subscriptions" ADD CONSTRAINT "customer_subscriptions_renewed_from_id_customer_subscriptions_id_fk" FOREIGN KEY ("renewed_from_id") REFERENCES "public"."customer_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_subscriptions" ADD CONSTRAINT "store_subscriptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_item_stats" ADD CONSTRAINT "booking_item_stats_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_notes" ADD CONSTRAINT "booking_notes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_notes" ADD CONSTRAINT "booking_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_stats" ADD CONSTRAINT "booking_stats_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_status_id_store_order_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."store_order_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_current_status_id_store_order_statuses_id_fk" FOREIGN KEY ("current_status_id") REFERENCES "public"."store_order_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_store_location_id_store_locations_id_fk" FOREIGN KEY ("store_location_id") REFERENCES "public"."store_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_subscription_id_customer_subscriptions_id_fk" FOREIGN KEY ("customer_subscription_id") REFERENCES "public"."customer_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_payment_status_history" ADD CONSTRAINT "store_payment_status_history_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_payment_status_history" ADD CONSTRAINT "store_payment_status_history_store_payment_id_store_payments_id_fk" FOREIGN KEY ("store_payment_id") REFERENCES "public"."store_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_payments" ADD CONSTRAINT "store_payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_payments" ADD CONSTRAINT "store_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_payments" ADD CONSTRAINT "store_payments_order_id_bookings_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_payments" ADD CONSTRAINT "store_payments_customer_subscription_id_customer_subscriptions_id_fk" FOREIGN KEY ("customer_subscription_id") REFERENCES "public"."customer_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD CONSTRAINT "push_notifications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD CONSTRAINT "push_notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_code_store_key" ON "custom_code" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_slots_store_day_key" ON "delivery_slots" USING btree ("store_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_types_store_type_key" ON "delivery_types" USING btree ("store_id","type");--> statement-breakpoint
CREATE INDEX "discounts_store_idx" ON "discounts" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_settings_store_event_key" ON "notification_settings" USING btree ("store_id","event");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_store_slug_key" ON "pages" USING btree ("store_id","url_slug") WHERE "pages"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "pages_store_idx" ON "pages" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_config_store_key" ON "points_config" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sliders_store_channel_key" ON "sliders" USING btree ("store_id","channel");--> statement-breakpoint
CREATE INDEX "store_locations_store_idx" ON "store_locations" USING btree ("store_id","name");--> statement-breakpoint
CREATE INDEX "store_order_statuses_store_idx" ON "store_order_statuses" USING btree ("store_id","position");--> statement-breakpoint
CREATE INDEX "taxes_store_idx" ON "taxes" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_store_idx" ON "uploads" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_store_customer_key" ON "carts" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE INDEX "carts_store_created_idx" ON "carts" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "carts_store_updated_idx" ON "carts" USING btree ("store_id","updated_at");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_addresses_store_idx" ON "customer_addresses" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "customer_group_members_customer_idx" ON "customer_group_members" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_group_members_store_idx" ON "customer_group_members" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "customer_groups_store_idx" ON "customer_groups" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_store_created_idx" ON "customers" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_store_email_idx" ON "customers" USING btree ("store_id","email");--> statement-breakpoint
CREATE INDEX "customers_store_phone_idx" ON "customers" USING btree ("store_id","phone_no");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_store_slug_key" ON "product_categories" USING btree ("store_id","url_slug") WHERE "product_categories"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("store_id","parent_category_id");--> statement-breakpoint
CREATE INDEX "product_collection_items_product_idx" ON "product_collection_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_collection_items_store_idx" ON "product_collection_items" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_collections_store_slug_key" ON "product_collections" USING btree ("store_id","url_slug") WHERE "product_collections"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "product_collections_store_idx" ON "product_collections" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_forms_product_key" ON "product_forms" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_forms_store_idx" ON "product_forms" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "product_slots_product_idx" ON "product_slots" USING btree ("product_id","variant_id");--> statement-breakpoint
CREATE INDEX "product_slots_store_idx" ON "product_slots" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_variants_store_sku_idx" ON "product_variants" USING btree ("store_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_store_slug_key" ON "products" USING btree ("store_id","url_slug") WHERE "products"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "products_store_category_idx" ON "products" USING btree ("store_id","product_category_id");--> statement-breakpoint
CREATE INDEX "products_store_name_idx" ON "products" USING btree ("store_id","name");--> statement-breakpoint
CREATE INDEX "products_store_created_idx" ON "products" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_tags_store_name_key" ON "store_tags" USING btree ("store_id","name") WHERE "store_tags"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "billing_periods_store_idx" ON "billing_periods" USING btree ("store_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_subscriptions_store_number_key" ON "customer_subscriptions" USING btree ("store_id","subscription_number");--> statement-breakpoint
CREATE INDEX "customer_subscriptions_store_created_idx" ON "customer_subscriptions" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_subscriptions_store_end_idx" ON "customer_subscriptions" USING btree ("store_id","end_date");--> statement-breakpoint
CREATE INDEX "customer_subscriptions_customer_idx" ON "customer_subscriptions" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_subscriptions_plan_idx" ON "customer_subscriptions" USING btree ("store_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_subscriptions_store_slug_key" ON "store_subscriptions" USING btree ("store_id","url_slug") WHERE "store_subscriptions"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "store_subscriptions_store_idx" ON "store_subscriptions" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_items_booking_idx" ON "booking_items" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_items_store_created_idx" ON "booking_items" USING btree ("store_id","booking_created_at");--> statement-breakpoint
CREATE INDEX "booking_notes_booking_idx" ON "booking_notes" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_notes_store_idx" ON "booking_notes" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "booking_status_history_booking_idx" ON "booking_status_history" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_status_history_store_idx" ON "booking_status_history" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_store_order_number_key" ON "bookings" USING btree ("store_id","order_number");--> statement-breakpoint
CREATE INDEX "bookings_store_created_idx" ON "bookings" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_store_delivery_date_idx" ON "bookings" USING btree ("store_id","delivery_date");--> statement-breakpoint
CREATE INDEX "bookings_store_customer_idx" ON "bookings" USING btree ("store_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_store_status_idx" ON "bookings" USING btree ("store_id","current_status_id");--> statement-breakpoint
CREATE INDEX "bookings_subscription_idx" ON "bookings" USING btree ("customer_subscription_id");--> statement-breakpoint
CREATE INDEX "store_payment_status_history_payment_idx" ON "store_payment_status_history" USING btree ("store_payment_id","created_at");--> statement-breakpoint
CREATE INDEX "store_payment_status_history_store_idx" ON "store_payment_status_history" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_payments_store_number_key" ON "store_payments" USING btree ("store_id","payment_number");--> statement-breakpoint
CREATE INDEX "store_payments_store_created_idx" ON "store_payments" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "store_payments_store_customer_idx" ON "store_payments" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE INDEX "store_payments_order_idx" ON "store_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "store_payments_subscription_idx" ON "store_payments" USING btree ("customer_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_store_slug_key" ON "blog_posts" USING btree ("store_id","url_slug") WHERE "blog_posts"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "blog_posts_store_created_idx" ON "blog_posts" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "push_notifications_store_created_idx" ON "push_notifications" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "push_notifications_customer_idx" ON "push_notifications" USING btree ("customer_id");