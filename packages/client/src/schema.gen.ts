// Generated from the API's OpenAPI document by `npm run client:generate`; do not edit.

export interface paths {
    "/api/Site/GetBrand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brand this server runs as: name, theme, contact details, footer and feature switches */
        get: operations["GetBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness and database check */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/Contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Contact form: stores the message and e-mails the shop */
        post: operations["Contact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Docs/art-spec-adhesive.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Adhesive Film Art Specifications (PDF) */
        get: operations["getDocsArtSpecAdhesivePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Docs/art-spec-acm.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rigid ACM Panel Art Specifications (PDF) */
        get: operations["getDocsArtSpecAcmPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Docs/art-spec-corex.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Corex Corrugated Plastic Art Specifications (PDF) */
        get: operations["getDocsArtSpecCorexPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Docs/color-matching-service.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Color Matching service guide (PDF): what is included and how to order it */
        get: operations["getDocsColorMatchingServicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Docs/vehicle-measurement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vehicle wrap measurement guide with a measuring worksheet (PDF) */
        get: operations["getDocsVehicleMeasurementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with username, password and Franchise
         * @description Failures reply Status exception with a code in Message: InvalidUser (unknown user or wrong password, 401), InvalidLogin (deactivated account, 403), InvalidContext (Franchise of another brand, 400), InvalidBullseye (database unavailable, 503); throttled sign-ins get 429 with a plain message.
         */
        post: operations["authenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users-service/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the refresh token of the portal_refresh cookie: a new JwtToken and cookie; a reused token revokes its family
         * @description The refresh token is read from the httpOnly cookie only; a Token in the body is ignored. No cookie, or a dead token, answers 401.
         */
        post: operations["postUsersServiceRefreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users-service/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: revokes the session's refresh-token family and clears the refresh cookie */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/changepassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the caller's password (the old password is checked); clears ForcePass */
        post: operations["changepassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/IssueBeLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff (support, admin): a one-time link (5 minutes) that signs in as the named customer user */
        post: operations["IssueBeLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/BeLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeems a staff sign-in link once: replies like users/authenticate */
        post: operations["BeLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/ResetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mails a single-use, expiring link to set a new password */
        post: operations["ResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/CheckResetToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a reset link is still good; names the account */
        post: operations["CheckResetToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/SetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password from a reset link (the link then stops working) */
        post: operations["SetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/Apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trade account application: stored and e-mailed to the shop */
        post: operations["Apply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/GetUserAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The account page's summary of a user, with the customer's flags
         * @description userId must be the caller, or a user of the caller's own company when the caller is an office manager (Level >= 2 where the brand has officeManager); otherwise 403 with no data.
         */
        post: operations["GetUserAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/SetOrderStatusEmails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns the user's order status e-mails on or off
         * @description userId must be the caller, or a user of the caller's own company when the caller is an office manager (Level >= 2 where the brand has officeManager); otherwise 403 with no data.
         */
        post: operations["SetOrderStatusEmails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/SetPONumberRequired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The office manager turns 'PO number required' on or off for their own company
         * @description userId must be the caller, or a user of the caller's own company when the caller is an office manager (Level >= 2 where the brand has officeManager); otherwise 403 with no data.
         */
        post: operations["SetPONumberRequired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/GetEditAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The fields of the account form (Level in the body is ignored)
         * @description userId must be the caller, or a user of the caller's own company when the caller is an office manager (Level >= 2 where the brand has officeManager); otherwise 403 with no data.
         */
        post: operations["GetEditAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/EditAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the account form; replies 'Account Updated.'
         * @description userId must be the caller, or a user of the caller's own company when the caller is an office manager (Level >= 2 where the brand has officeManager); otherwise 403 with no data. Level changes only when an office manager edits another user of their company, and only to 1 or 2, never above the manager's own level; otherwise Level is ignored.
         */
        post: operations["EditAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/GetAccounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Office managers: the users of their own company (the Manage Users table)
         * @description Anyone but an office manager gets 403.
         */
        post: operations["GetAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/AddFranchiseAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Office managers: adds a user (with Username and Password) to their own company
         * @description Franchise in the body is ignored: the user joins this brand's franchise. Level 2 only when asked for by an office manager; otherwise 1. Username is unique within the franchise.
         */
        post: operations["AddFranchiseAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/RemoveFranchiseAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Office managers: removes a user of their own company (userId is the user to remove)
         * @description The user is deactivated and signed out; a user with active orders stays active, marked for removal, until the orders are processed. Nobody is deleted; an office manager cannot remove themselves.
         */
        post: operations["RemoveFranchiseAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/InviteAccountUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Wholesale brands: e-mails a single-use link (7 days) to join the caller's company
         * @description Other brands get 403.
         */
        post: operations["InviteAccountUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/GetInvite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Who an invitation link is for and which company it joins (the link stays unused) */
        post: operations["GetInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/AcceptInvite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uses an invitation link once: creates a Level 1 user of the inviting company */
        post: operations["AcceptInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/GetAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff (support, admin): every user with their active refresh tokens (a short hash prefix, never a token) */
        get: operations["GetAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/RemoveUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff (support, admin): deactivates the user (the whole user object is sent; Id is read) and signs them out */
        post: operations["RemoveUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/LogoutUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff (support, admin): revokes every refresh token of the user */
        post: operations["LogoutUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/GetStateList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** US states and DC: key is the postal code */
        get: operations["GetStateList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/GetCountryList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries, United States first */
        get: operations["GetCountryList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/GetMonthList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Card expiry months: key '01'..'12' */
        get: operations["GetMonthList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/GetYearList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Card expiry years: this year through ten years on */
        get: operations["GetYearList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/GetShippingAddresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The user's saved shipping addresses */
        post: operations["GetShippingAddresses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/GetEditAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One saved address of the user, by shipkey (another user's is 403) */
        post: operations["GetEditAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/ManageAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add (ShipKey '0') or edit a shipping address; replies 'Address Updated.' with the saved address
         * @description Required: FirstName, LastName, Address1, City, State (not 'Select'), Zip, Country; each missing one gives '{field} is required.', joined by new lines (Status invalid, 400). Email and PhoneNumber are checked when given.
         */
        post: operations["ManageAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/DeleteAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a saved shipping address (kept for past orders) */
        post: operations["DeleteAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/GetPaymentOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's payment options: saved cards (masked) and, for a terms customer, the open account
         * @description A terms customer's list starts with CCkey 'open account', CVV 'TERMS', Name 'Terms Account (open account)'.
         */
        post: operations["GetPaymentOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/GetEditPayment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One payment option of the user by cckey, the card number masked (another user's is 403) */
        post: operations["GetEditPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/ManagePayment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add (CCkey '0') or replace a saved card; the card is tokenized through the payment gateway at once
         * @description Required: Name, CardNo, CVV, YearExpire, MonthExpire, Address, City, State, Zip, Country; each missing one gives '<field> is required.' (Status invalid, 400). Editing needs the card number again. A declined or invalid card replies Status invalid with the gateway's message. A card whose fingerprint matches another saved card of the user replies Status failed (422) with the duplicate card hint and Data { duplicate: true }, unless ConfirmDuplicate is true. Only the gateway token, brand, last 4, expiry, billing address and a keyed fingerprint are stored.
         */
        post: operations["ManagePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/DeletePayment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a saved card (the terms account cannot be removed) */
        post: operations["DeletePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/GetCartTotal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Number of lines in the user's cart (the menu bar badge; also the signed-in check) */
        post: operations["GetCartTotal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/GetCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's cart: product lines, service lines, the 90OC line and totals, priced now
         * @description Every line is priced again from the price book (the price stored on the line is not trusted). Money: Price, Subtotal and Total are dollars as numbers for display; PriceCents, SubtotalCents and TotalCents integer cents; PriceText the en-US text or 'Price: N/A'. minimumCharge (ItemNo '90OC', '$150 Minimum Purchase Charge') is set when the brand has minPricing and portalPricing and 0 < Subtotal < $150.00; Total includes it. A product line whose library image is gone has ImageMissing true and ImageMessage 'No Image. File is missing or moved. You need to delete and re-add this product with a current image.'. An empty cart replies Status nodata, Message 'Your cart is empty.'.
         */
        post: operations["GetCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/UpdateQuantity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a product line's quantity (below 1 becomes 1, at most 999) and reprices the line
         * @description Another user's line is 403; a line no longer in the cart 404 (Status error). Service lines keep quantity 1 (Status invalid).
         */
        post: operations["UpdateQuantity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/DeleteCartItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes one line from the cart (another user's line is 403) */
        post: operations["DeleteCartItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/ClearCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes every line of the user's cart */
        post: operations["ClearCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/AddToCartMisc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a step stake (an accessory of product type misc) at the catalog price
         * @description Only ItemNo and Quantity (below 1 becomes 1, at most 999) are taken, with Filename and SetId; the name, image and price come from the catalog. Success: Status ok, Message 'Item(s) added to cart.'. An unknown or unavailable accessory, or a brand without accessories: Status failed with the reason.
         */
        post: operations["AddToCartMisc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/GetStepStakes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The step stakes (accessories) the brand offers, with catalog prices
         * @description From the catalog's step_stakes table, in catalog order: ItemNo, Name, Description, ImageUrl, InchWidth, InchHeight, WireGauge, Available and the price (Price dollars, PriceCents, PriceText or 'Price: N/A' when prices are hidden). An empty list when the brand has no accessories.
         */
        get: operations["GetStepStakes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/SaveCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save cart as...: stores the whole cart under a name and empties the cart (one transaction)
         * @description Name: required, at most 60 characters, unique among the user's saved carts (Status failed otherwise). An empty cart: Status failed.
         */
        post: operations["SaveCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/GetSavedCarts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The user's saved carts, and for an office manager the carts shared with their company
         * @description Newest first, each with its lines priced today (EstimatedPrice: the lines that can be priced); a line whose file is gone or whose material is unavailable has Flag set and no price.
         */
        post: operations["GetSavedCarts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/OpenSavedCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Puts a saved cart's lines into the cart (mode merge: after its lines; replace: instead of them)
         * @description Lines are priced today; lines whose file is gone or material unavailable are added and listed in Flagged. The saved cart stays saved. Only the user who saved the cart may call this; another user's saved cart is 403 (an office manager's view of a shared cart too), a cart that no longer exists 404.
         */
        post: operations["OpenSavedCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/RenameSavedCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renames a saved cart
         * @description Only the user who saved the cart may call this; another user's saved cart is 403 (an office manager's view of a shared cart too), a cart that no longer exists 404.
         */
        post: operations["RenameSavedCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/ShareSavedCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shares a saved cart with the office managers of the company (shared true) or stops sharing it
         * @description Only the user who saved the cart may call this; another user's saved cart is 403 (an office manager's view of a shared cart too), a cart that no longer exists 404.
         */
        post: operations["ShareSavedCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/DeleteSavedCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a saved cart (the web app asks for confirmation first)
         * @description Only the user who saved the cart may call this; another user's saved cart is 403 (an office manager's view of a shared cart too), a cart that no longer exists 404.
         */
        post: operations["DeleteSavedCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/QuickOrderCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks and prices every row of a quick-order file with the portal's rules; writes nothing
         * @description Content: the file's bytes, base64; CSV or XLSX (told apart by content), at most 20 MB and 5,000 rows under a header row (Status invalid otherwise). Columns: File (a library path under the user's root), Product type, Material (ItemNo), Width, Height (in), Quantity; any other column is an option by its key (LaminateType, cut_finish, ...). Cells are read as text: a formula is its text, never evaluated. Each row has its price or its errors, each naming the row and column ('Row 4, Width: 0 is below the minimum of 1 in.').
         */
        post: operations["QuickOrderCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/QuickOrderAdd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks the quick-order file again and adds its good rows to the caller's cart (one transaction)
         * @description Content: the file's bytes, base64; CSV or XLSX (told apart by content), at most 20 MB and 5,000 rows under a header row (Status invalid otherwise). Columns: File (a library path under the user's root), Product type, Material (ItemNo), Width, Height (in), Quantity; any other column is an option by its key (LaminateType, cut_finish, ...). Cells are read as text: a formula is its text, never evaluated. Rows with errors are left out; a file without a good row: Status failed.
         */
        post: operations["QuickOrderAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/GetServiceItems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The add-on services the brand offers: colour matching (colorMatching) and the Pantone chart (pantoneChart)
         * @description Each with Name, Price (dollars), PriceCents, PriceText ('Price: N/A' when prices are hidden), Tag ('colormatching' or 'pantonechart') and ImageUrl.
         */
        get: operations["GetServiceItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/GetPantoneChartDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The Pantone chart artwork: Data[0] { Id, FullUrl, InchHeight, InchWidth, ImageUrl }
         * @description Status nodata 'Unable to get Chart Details.' when the brand offers no Pantone chart.
         */
        post: operations["GetPantoneChartDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/GetPantoneChartProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The Pantone charts one can order: Id, Name, ProductName (the material), Price, Image */
        post: operations["GetPantoneChartProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/AddPantoneChart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a Pantone chart (TS-PMSC, quantity 1) of chart ProductId in Finish LUSTER, GLOSS, CLEAR or MATTE
         * @description A missing choice (empty, 'Select' or 'SELECT'): Status invalid 'Unable to add Pantone Chart. Please make sure Material and Finish Type are selected.'. A chart that cannot be added: Status failed 'Unable to add Pantone Chart.'.
         */
        post: operations["AddPantoneChart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/GetFileColorSet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The spot colours of the user's library files, for the colour matching service
         * @description SpotColorFiles: file id -> file name; SpotColors: file id -> [{ name }] as the file's preflight found them (the cut and route colours CutContourCad, CutContourThru and Route left out); SpotColorLimit: 5. Only files with spot colours are listed.
         */
        post: operations["GetFileColorSet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/AddOption1ToCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds the colour matching service (TS-SVC-1) for library file colorSetId and the spot colours picked
         * @description No colour: Status invalid 'You must pick at least one Spot Color to add the service.'; more than 5: 'You cannot add more than 5 Spot Colors to a file.'. The colours must be spot colours of the file. Adding it again for the same file replaces the colours.
         */
        post: operations["AddOption1ToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/GetShippingRates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shipping rates of the user's cart to an address, sorted ascending by freight
         * @description Methods: FEDEX_GROUND, FEDEX_2_DAY, STANDARD_OVERNIGHT (table rates by weight and zone from the shop's ZIP), FEDEX_FREIGHT_PRIORITY (heavy or oversized shipments only, never to a residential address) and BST, 'Bill my shipping account' (the customer's own account, no freight; checkout then needs ShippingAccount). FreightAmount and TaxAmount are dollars, FreightCents and TaxCents cents. Tax: the ship-to state's rate where the shop collects, on products, services and the 90OC line; freight is not taxed; tax-exempt customers pay none. A Zip shorter than 5 characters or no Country: Status invalid 'Please check Shipping Address is complete and accurate.'. An empty cart: Status nodata 'Your cart is empty.'.
         */
        post: operations["GetShippingRates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/Checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place Order: prices the cart again, charges, writes the order and empties the cart; Data is the order number
         * @description Validation (Status invalid, every message on its own line): 'Payment Info is required.' or 'Billing: <Field> is required.'; 'A Shipping Address is required.' or 'Shipping: <Field> is required.'; 'You must select an Address Type.'; 'A shipping method is required.'; 'You must confirm you have read and agree to terms and conditions.'; 'Second Card: <Field> is required.'; 'Please make sure both card amounts match the order total'. A declined charge replies Status failed with the gateway's message ('Second Card: ' in front for the second card); with two cards both are charged or neither, and nothing is written. Another user's cart, card or address is 403. A repeated IdempotencyKey answers the same order number without charging again. Approval: an order waiting for an office manager's release (orderApproval brands, customers with requiresApproval, users who are not office managers) is not charged now; its card is charged on release. Message says which happened.
         */
        post: operations["Checkout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/TileMenu/GetTiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The Material Selection Guide: [categories, material tiles, 'Know What You Need?' entries]
         * @description Open to visitors (userId 0). The tiles are the same for every user; userId and franchise are accepted for compatibility. optionValue is the LaminateType the portal pre-selects for that tile ('' for none).
         */
        post: operations["GetTiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/TileMenu/GetCategories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The category tiles a material (ItemNo) is offered in
         * @description Open. An unknown ItemNo gets Status nodata with an empty list.
         */
        post: operations["GetCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/TileMenu/GetAllMaterials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The materials of a product type, as JSON text
         * @description Open; no prices. Data is the JSON text of an array of CatalogMaterial (ItemNo, ItemDesc, Description, product_type, rigid_type, Available, ImageUrl, MaxWidth, SheetSizes, Laminates, RollSizes). A non-empty ItemNo narrows it to that material; one that is not of the type gets Status nodata and '[]'.
         */
        post: operations["GetAllMaterials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Portal/GetProductOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The options form of a product type (narrowed to a material by ItemNo), as JSON text
         * @description Data is the JSON text of { dtOptions, dtOptionChoices, dtOptionCondition, PriceHidden } (ProductOptions), sorted. An option shows only while all of its conditions hold (EQ and NEQ compare text, GT numbers). ChoicePrice is cents, per piece or per sq ft (ChoicePricePer), and 0 when prices are hidden.
         */
        post: operations["GetProductOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/GetPricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prices the project's images: Total (cents), TotalText and SquareFeet per item, in order
         * @description The body is the array of project images. Prices come from the price book only. Without the brand's portalPricing or the user's showPrice, Total is 0, TotalText 'Price: N/A' and PriceHidden true. A missing or bad field fails the whole call: Status invalid, Message 'Item 3: InchWidth must be greater than 0.', Data.errors [{ field: '2.InchWidth', message }].
         */
        post: operations["GetPricing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/TileMenu/Image/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A generated tile image: /api/TileMenu/Image/{key}.svg (image/svg+xml)
         * @description An unknown key gets a 404 envelope (Status error).
         */
        get: operations["getTileMenuImageFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Catalog/Reload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff: reload materials, laminates, options and prices from the database now
         * @description Each process also reloads the catalog by itself within 5 minutes of a change.
         */
        post: operations["Reload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Catalog/Availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff (ops, admin): every material and option choice with its availability for this brand */
        get: operations["getStaffCatalogAvailability"];
        put?: never;
        /**
         * Staff (ops, admin): mark a material or an option choice unavailable for this brand, or available again
         * @description Kind material: Key is the ItemNo. Kind choice: Key is the option key, Value the choice value. The tile menu, the portal, GetProductOptions and AddToCart follow at once; cart lines with an unavailable material are flagged (PriceError) and refused at checkout. An unknown material or choice is 404; one the catalog itself withdrew cannot be marked available (422).
         */
        post: operations["postStaffCatalogAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff (support, admin): the newest e-mails the app wrote (kept here when SMTP_URL is not set) */
        get: operations["getStaffOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Library/new_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open an upload package: its id and a short-lived token for the tus endpoint
         * @description Send the token as the Upload-Package-Token header on every tus request to /api/Library/upload (POST, HEAD, PATCH, DELETE); on creation it may be the `packageToken` metadata instead. Upload-Metadata must carry `filename`. The token is valid for UPLOAD_TOKEN_MINUTES and only for this package; then call handle_masv with the package id. With purpose=proof the package is for a staff proof (PNG and JPEG names allowed too) and is used by the proof call instead of handle_masv.
         */
        get: operations["new_token"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Library/handle_masv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place the finished uploads of a package in a folder of the library
         * @description Each upload is checked by content (PDF, AI, TIFF) and name; a refused one is deleted and listed in Data.refused. A name that exists in the folder needs SavingStrategy 'keep' (adds ' (1)') or 'overwrite'; without it nothing is placed and the reply is failed (422) with the WouldOverwrite message and Data.WouldOverwrite listing the names. Each placed file gets a preflight job. Calling again after success replies the same files.
         */
        post: operations["handle_masv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Library/GetFolderStructure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's folder tree, one root node /ImgLibrary/{userId} */
        get: operations["getLibraryGetFolderStructure"];
        put?: never;
        /** The caller's folder tree, one root node /ImgLibrary/{userId} */
        post: operations["postLibraryGetFolderStructure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Library/GetDirectoryContents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The files of a folder, newest first: pageSize (default 50; 0 = all) and page (from 1)
         * @description ImageUrl and PreviewUrl are signed links (exp, sig) valid for about a day, for <img> tags; base64String is always empty.
         */
        post: operations["GetDirectoryContents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Library/CreateFolder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create folder folderTo (a name) inside folder folderFrom (a path) */
        post: operations["CreateFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Library/MoveFolder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a file (FullUrl, or folderFrom + filename) into folder folderTo */
        post: operations["MoveFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Library/DeleteItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a file: marked deleted, its bytes and renditions removed */
        post: operations["DeleteItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Library/DeleteFolder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete an empty folder (no files, no subfolders; never the root)
         * @description Anything else is refused with Status failed (422) and 'Unable to Delete Folder. If you need this folder removed contact the provider for help.'
         */
        post: operations["DeleteFolder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Library/CheckCAD": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The toolbox flags of a file's preflight report (nodata while the check runs) */
        post: operations["CheckCAD"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Library/GetLibraryItemDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A file with its checksum, preflight status, timings and whole report */
        post: operations["GetLibraryItemDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Library/HeldThumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The thumbnail PNG of the file an order line holds (signed link from the staff order workspace)
         * @description The file may have left the customer's library (docs/decisions/0023-ordered-artwork-holds.md); the link (holder, exp, sig) is only given to staff.
         */
        get: operations["HeldThumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Library/Thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The thumbnail (256 px) PNG of one of the caller's files
         * @description With the bearer token, or without it through the signed link (path, exp, sig) that GetDirectoryContents gives as ImageUrl / PreviewUrl.
         */
        get: operations["Thumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Library/Preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The preview (1200 px) PNG of one of the caller's files
         * @description With the bearer token, or without it through the signed link (path, exp, sig) that GetDirectoryContents gives as ImageUrl / PreviewUrl.
         */
        get: operations["Preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Portal/GetCartItem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The cart item's set (one project) as project images, for editing in the portal
         * @description Every product line with the cart item's SetId, in line order, with its stored fields, CartID, SetId, LineNumber and the price now (Price dollars; 0 when prices are hidden). Another user's line is 403; a line not in the cart 404.
         */
        post: operations["GetCartItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/AddToCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a project (an array of cart lines) to the cart, or replaces the set being edited
         * @description Numbers are coerced as in docs/product/portal.md (Quantity below 1 becomes 1; Overlap 'Select' or empty 0; SheetWidth/SheetHeight empty 1; CartID, SetId, Price empty 0; base64String is dropped). Each line is checked again: product type and material (exists, of that type, available), every visible option chosen with a choice that exists and is available, sizes within limits, and the image checks (checkImage); any error gives Status invalid naming the image and option (field 'index.name'). Prices come from the price book; a Price sent is ignored. Warnings are stored in OrderNotes. Lines carrying a CartID of the user's cart replace that line's whole set (another user's line is 403). Lines are grouped into sets by SetId. All lines are written in one transaction. Success: Message 'Item(s) added to cart.' or, when a set was replaced, 'Item updated in cart.'. Pattern library lines (product_type Rolled) are accepted too. Idempotency-Key (one per click; recommended): a repeat with the same key, also one arriving at once, adds nothing and answers as the first did.
         */
        post: operations["AddToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/GetOrderDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One order: checkout addresses, line items, totals, status, production date, ordered by
         * @description Readable by the order's user, an office manager of its customer, and staff; otherwise 403. Prices (and the 90OC line, and Bill To) are hidden without portalPricing and the viewer's showPrice.
         */
        post: operations["GetOrderDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/AccountOrders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user's orders in one status (Type), newest first, a page at a time (pageSize 10)
         * @description The caller's own, or for an office manager a user of their customer. needs_approval answers none without the brand's orderApproval. Subtotal excludes shipping and is 0 when prices are hidden.
         */
        post: operations["AccountOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/GetOrderStatusList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order groups: key (status) and value (label), needs_approval first with orderApproval */
        get: operations["GetOrderStatusList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/ApproveOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a needs_approval order: the chain's last approval releases it (charges its card, status ordered)
         * @description Office managers of the order's customer only (403 otherwise). With an approval chain (docs/product/approvals.md) each approver approves in turn: an approver not in the chain gets 403, one whose turn has not come 422; an approval before the last answers Released false and whom the order waits for. Terms orders are not charged. A declined card answers Status failed and nothing changes.
         */
        post: operations["ApproveOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/DeclineOrder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a needs_approval order with a reason: cancelled, its card not charged, its lines back in the buyer's cart
         * @description The approver whose turn it is (docs/product/approvals.md): 403 for anyone not in the order's chain or of another company, 422 when it is another approver's turn or the order no longer waits. The buyer gets an e-mail with the reason.
         */
        post: operations["DeclineOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/ReorderPreview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Each line of an order with its old price, today's price, and whether it can be reordered
         * @description quantities: { LineId, Quantity } prices those lines today at the buyer's quantity. PriceNote says why the two prices differ (the quantity, prices changed since the order) or that they do not.
         */
        post: operations["ReorderPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/ReorderLineProject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One product line of an order, at the chosen quantity, as a new portal project (change size or options)
         * @description The line's stored fields, file and today's price, with CartID 0 (the portal's Add To Cart adds it as a new line). A line that cannot be reordered, a service or an accessory, or a file in another user's library: Status failed with the reason.
         */
        post: operations["ReorderLineProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/Reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put the chosen lines of an order back into the cart at today's prices
         * @description lines: line ids (the order's quantity) or { LineId, Quantity } (1 to 999; a service's quantity cannot change). A line whose material is no longer available or whose library file is gone refuses the call (Status failed, one reason per line naming it). An accessory the cart holds already adds to that line's quantity.
         */
        post: operations["Reorder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/GetSpendLimits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A user's order limit, monthly limit, 'always needs approval' and approvers in order
         * @description An office manager of the user's company only (403 otherwise, also for the user themself). On brands without orderApproval the limits are kept but no order waits.
         */
        post: operations["GetSpendLimits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/SetSpendLimits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a user's spend limits (cents; null: none) and approvers in order (empty: any office manager)
         * @description An office manager of the user's company only (403 otherwise, also for the user themself). On brands without orderApproval the limits are kept but no order waits. Office managers' own orders never wait, so their limits cannot be set (422). Each approver must be an active office manager of the company, listed once, not the user (400).
         */
        post: operations["SetSpendLimits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Orders/{orderNumber}/Move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff (ops, admin): move an order: to in_production, on_hold, back from hold (To = the status it was held from), invoiced
         * @description Writes the status, the history row (who, when, from, to, Note) and a new Version together, and e-mails the customer at in_production and on_hold. 404 for an unknown order; 409 'The order changed; reload it.' when Version is not the order's (nothing written); 422 with the reason when the order's status does not allow it.
         */
        post: operations["postStaffOrdersOrderNumberMove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Orders/{orderNumber}/Ship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff (ops, admin): record packages (carrier, tracking number, weight) for the whole order or for chosen product lines
         * @description The order must be in_production. It becomes shipped (history row, e-mail with tracking links) once every product line is in a package; a partial shipment keeps it in production. Lines of another order or already shipped are refused. 404 for an unknown order; 409 'The order changed; reload it.' when Version is not the order's (nothing written); 422 with the reason when the order's status does not allow it.
         */
        post: operations["postStaffOrdersOrderNumberShip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Orders/{orderNumber}/Cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff (ops, admin): cancel an order before it ships: refunds charged cards, drops held ones; terms orders need no card operation
         * @description A refund the gateway refuses leaves the order as it was (422 with the gateway's reason). Cancelling again after a failure completes it without refunding twice. 404 for an unknown order; 409 'The order changed; reload it.' when Version is not the order's (nothing written); 422 with the reason when the order's status does not allow it.
         */
        post: operations["postStaffOrdersOrderNumberCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff (ops, admin): every order of this brand, newest first, a page at a time, with the tabs' counts
         * @description Filters: status, customerId, from/to (US Central calendar days the order was placed), productType (a line of that type), late (accepted, not shipped, production date before the last business day). q finds an order number, a customer's company name, the e-mail of the user who ordered, or an artwork file name. Counts: orders per status under every filter but status.
         */
        get: operations["getStaffOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff (ops, admin): this brand's customers whose company name contains q (the queue's filter) */
        get: operations["getStaffCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Orders/{orderNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff (ops, admin): one order's workspace: customer, addresses, payments (masked), history, shipments, lines
         * @description Each line: product, material, size, quantity, every chosen option, services, file name, a signed thumbnail link, the artwork's download path, the preflight report and the warnings accepted with Add Anyway. AllowedMoves and Version are what the moves need. 404 for an order of another brand.
         */
        get: operations["getStaffOrdersOrderNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Orders/{orderNumber}/Lines/{lineId}/Artwork": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff (ops, admin): a line's original artwork file, streamed, under the file's own name
         * @description 404 when the line is not part of the order, has no artwork, or the file is no longer stored.
         */
        get: operations["getStaffOrdersOrderNumberLinesLineIdArtwork"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Orders/{orderNumber}/JobTicket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff (ops, admin): the order's job ticket (PDF, a page per product line) */
        get: operations["getStaffOrdersOrderNumberJobTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Orders/{orderNumber}/Lines/{lineId}/JobTicket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff (ops, admin): one line's job ticket (PDF) */
        get: operations["getStaffOrdersOrderNumberLinesLineIdJobTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/Orders/{orderNumber}/Invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The invoice of a shipped order (PDF)
         * @description Readable by the order's user and the office managers of its company (another company's order is 403), when they see prices; 422 before the order has shipped.
         */
        get: operations["getStoreOrdersOrderNumberInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Orders/{orderNumber}/Invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff: the invoice of a shipped order of this brand (PDF) */
        get: operations["getStaffOrdersOrderNumberInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/Statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The terms company's statement: open invoices, ageing and balance as of today (US Central)
         * @description The company's office managers (every user of a company without one), who see prices; 403 otherwise. 422 for a company not on terms.
         */
        get: operations["Statement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/Statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The terms company's statement (PDF)
         * @description As GET /Account/Statement.
         */
        get: operations["getAccountStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Accounts/{customerId}/Statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff (support, admin): a terms customer's statement (PDF) */
        get: operations["getStaffAccountsCustomerIdStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Orders/{orderNumber}/Lines/{lineId}/Proofs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff (ops, admin): send a proof of a product line (the one file of an upload package) with a message to the customer
         * @description Open a package with GET /Library/new_token, upload one PDF, TIFF, PNG or JPEG file over tus, then call this with its id. The file becomes the line's next version (a version still waiting is marked replaced), the order's Version moves on and the buyer gets an e-mail with the link. Only before production (needs_approval, ordered, on hold from those). 404 for an unknown order or line; 409 'The order changed; reload it.' when Version is not the order's; 422 with the reason otherwise (nothing written, the upload stays usable unless its file was refused).
         */
        post: operations["postStaffOrdersOrderNumberLinesLineIdProofs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Orders/{orderNumber}/Proofs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff (ops, admin): an order's proofs, every version and answer with who and when, and its proof state */
        get: operations["getStaffOrdersOrderNumberProofs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/GetOrderProofs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An order's proofs with signed thumbnail, view and download links
         * @description The order's buyer and the office managers of its company only; anyone else gets 403.
         */
        post: operations["GetOrderProofs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Store/AnswerProof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve the latest version of a proof, or ask for changes (Comment required)
         * @description The order's buyer and the office managers of its company only (403 otherwise, staff included). A version already answered or replaced by a newer one is refused (422). Approving the last proof the order waited for sets its production date again from now.
         */
        post: operations["AnswerProof"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Proofs/{proofId}/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A proof's thumbnail or preview (PNG), or its file (inline or as a download), through a signed link
         * @description The links come from GetOrderProofs and the staff call; they expire after about a day (403 then).
         */
        get: operations["getProofsProofIdKind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PatternLibrary/GetScrollTags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The quick-scroll categories (with pattern counts), substrate filters and filter tags, as JSON text
         * @description Open to visitors when the brand has publicLibrary (a bearer token, when sent, is checked and userId must be the caller); otherwise signed in. 404 when the brand has neither library nor publicLibrary. Data is the JSON text of { ScrollTags, SubstrateFilters, ttTagValues }. filters: colour and style tag values (a pattern matches one checked value of each type); substrates: Rolled media ItemNo (a pattern matches when it prints on one). Unknown values: 400.
         */
        post: operations["GetScrollTags"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PatternLibrary/GetCategoryData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One page of a category's patterns, paged by count, as JSON text
         * @description Open to visitors when the brand has publicLibrary (a bearer token, when sent, is checked and userId must be the caller); otherwise signed in. 404 when the brand has neither library nor publicLibrary. fetchTag is the category (empty: the first, Wood); count is how many the screen already shows; the reply holds the next 12 (DesignRows) with Total, NextCount and HasMore. filters: colour and style tag values (a pattern matches one checked value of each type); substrates: Rolled media ItemNo (a pattern matches when it prints on one). Unknown values: 400.
         */
        post: operations["GetCategoryData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PatternLibrary/GetPatternLibrary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every matching pattern with the pattern data, as JSON text
         * @description Open to visitors when the brand has publicLibrary (a bearer token, when sent, is checked and userId must be the caller); otherwise signed in. 404 when the brand has neither library nor publicLibrary. Data is the JSON text of { DesignRows, ScrollTags, SubstrateFilters, ttPatternTags, ttTagValues }. filters: colour and style tag values (a pattern matches one checked value of each type); substrates: Rolled media ItemNo (a pattern matches when it prints on one). Unknown values: 400.
         */
        post: operations["GetPatternLibrary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PatternLibrary/GetPatternImage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The spec's 'POST {hash}': one pattern image (filename, isOpaque), as JSON text
         * @description Open to visitors when the brand has publicLibrary (a bearer token, when sent, is checked and userId must be the caller); otherwise signed in. 404 when the brand has neither library nor publicLibrary. Data is the JSON text of { Filename, isOpaque, ImageUrl, FullUrl, ContentType, base64String } with the 480 x 480 WebP thumbnail in base64 and the print file's URL. filename is a file name only (no folders): anything else is 400; an unknown pattern or a variant it does not have is 404.
         */
        post: operations["GetPatternImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PatternLibrary/Thumb/{variant}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A pattern's 480 x 480 thumbnail (image/webp), opaque or transparent
         * @description Open whenever the brand has library or publicLibrary (catalogue art, no user data, loaded by <img>). Cache-Control public with an ETag; If-None-Match gets 304.
         */
        get: operations["getPatternLibraryThumbVariantFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Textures/Thumb/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A texture's 480 x 480 thumbnail (image/webp)
         * @description Open when the brand has textures. Cache-Control public with an ETag; If-None-Match gets 304.
         */
        get: operations["getTexturesThumbFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/PatternLibrary/Print/{variant}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A pattern's print file (image/png, one 1440 x 1440 repeat), opaque or transparent
         * @description Open whenever the brand has library or publicLibrary (catalogue art, no user data, loaded by <img>). Cache-Control public with an ETag; If-None-Match gets 304.
         */
        get: operations["getPatternLibraryPrintVariantFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Textures/Print/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A texture's print file (image/png)
         * @description Open when the brand has textures. Cache-Control public with an ETag; If-None-Match gets 304.
         */
        get: operations["getTexturesPrintFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Textures/GetTextureLibrary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The texture library: [{ TextureId, Name, Category, Description, Filename, ImageUrl, FullUrl }]
         * @description Signed in; userId must be the caller (or a user of an office manager's company). 404 when the brand has no textures.
         */
        post: operations["GetTextureLibrary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff (support, admin): this brand's account applications, newest first (status new by default) */
        get: operations["getStaffApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Applications/{applicationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff (support, admin): one application */
        get: operations["getStaffApplicationsApplicationId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Applications/{applicationId}/Approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff (support, admin): approve: creates the customer and invites the contact as its office manager
         * @description One transaction: the customer (company data from the application), the invitation link (Level 2) and its e-mail, the decision with the note (kept for staff). A decided application answers 409.
         */
        post: operations["postStaffApplicationsApplicationIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Applications/{applicationId}/Decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff (support, admin): decline: a polite e-mail to the applicant; the note is kept for staff */
        post: operations["postStaffApplicationsApplicationIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff (support, admin): this brand's customers whose company name contains q, by name */
        get: operations["getStaffAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Accounts/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff (support, admin): a customer's data, settings, open balance, users, addresses, orders and changes */
        get: operations["getStaffAccountsCustomerId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Accounts/{customerId}/SpendLimits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Staff (support, admin): each user's spend limits, approvers in order and spending this month (read only)
         * @description Users of the company who are not office managers (office managers' orders never wait). The company's office managers set these in Manage Users; staff read them.
         */
        get: operations["getStaffAccountsCustomerIdSpendLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Accounts/{customerId}/Settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff (support, admin): save a customer's data and settings; each changed field is recorded
         * @description The whole form is sent. Tax exempt needs the resale certificate number; a credit limit (cents, null for none) only on a terms account. Bad input changes nothing.
         */
        post: operations["postStaffAccountsCustomerIdSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Accounts/{customerId}/Users/{userId}/ShowPrice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff (support, admin): turn a user's Show prices on or off; the change is recorded */
        post: operations["postStaffAccountsCustomerIdUsersUserIdShowPrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/ApiKeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff (admin): the shop's API keys, newest first (revoked ones too) */
        get: operations["getStaffApiKeys"];
        put?: never;
        /**
         * Makes one of the shop's API keys: a name and its scopes
         * @description Scopes of a shop key: orders:read, orders:write, catalog:read; any other is 400. The reply is the only time the key's secret is shown; only its SHA-256 is stored.
         */
        post: operations["postStaffApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/ApiKeys/{keyId}/Revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes one of the shop's API keys: its next call is 401
         * @description Revoking a revoked key changes nothing; a key that is not theirs is 404.
         */
        post: operations["postStaffApiKeysKeyIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/ApiKeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Office manager: the company's API keys, newest first (revoked ones too) */
        get: operations["getAccountApiKeys"];
        put?: never;
        /**
         * Makes one of the company's API keys: a name and its scopes
         * @description Scopes of a company key: cart, orders; any other is 400. The reply is the only time the key's secret is shown; only its SHA-256 is stored.
         */
        post: operations["postAccountApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/ApiKeys/{keyId}/Revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes one of the company's API keys: its next call is 401
         * @description Revoking a revoked key changes nothing; a key that is not theirs is 404.
         */
        post: operations["postAccountApiKeysKeyIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff (admin): the shop's webhook endpoints, newest first */
        get: operations["getStaffWebhooks"];
        put?: never;
        /**
         * Staff (admin): adds one of the shop's webhook endpoints: an https URL and its events
         * @description Events: order.placed, order.status_changed, order.shipped, proof.requested, proof.answered. A URL on a private, loopback or link-local address (every address its name resolves to is checked) is 400 in production. The reply is the only time the signing secret is shown.
         */
        post: operations["postStaffWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Webhooks/{endpointId}/Active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff (admin): switches one of the shop's endpoints on or off
         * @description Switching on forgets its failing time; one that is not theirs is 404.
         */
        post: operations["postStaffWebhooksEndpointIdActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Staff/Webhooks/{endpointId}/Deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff (admin): the newest 50 deliveries of one of the shop's endpoints, each with its attempts */
        get: operations["getStaffWebhooksEndpointIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/Webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Office manager: the company's webhook endpoints, newest first */
        get: operations["getAccountWebhooks"];
        put?: never;
        /**
         * Office manager: adds one of the company's webhook endpoints: an https URL and its events
         * @description Events: order.placed, order.status_changed, order.shipped, proof.requested, proof.answered. A URL on a private, loopback or link-local address (every address its name resolves to is checked) is 400 in production. The reply is the only time the signing secret is shown.
         */
        post: operations["postAccountWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/Webhooks/{endpointId}/Active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Office manager: switches one of the company's endpoints on or off
         * @description Switching on forgets its failing time; one that is not theirs is 404.
         */
        post: operations["postAccountWebhooksEndpointIdActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Account/Webhooks/{endpointId}/Deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Office manager: the newest 50 deliveries of one of the company's endpoints, each with its attempts */
        get: operations["getAccountWebhooksEndpointIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        FolderNodeInput: {
            path: string;
            text: string;
            nodes: components["schemas"]["FolderNodeInput"][];
        };
        FolderNode: {
            path: string;
            text: string;
            nodes: components["schemas"]["FolderNode"][];
        };
        ErrorEnvelope: {
            /** @enum {string} */
            Status: "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
            Message: string;
            Data?: {
                errors?: {
                    field: string;
                    message: string;
                }[];
            } & {
                [key: string]: unknown;
            };
        };
    };
    responses: {
        /** @description invalid: the input is not accepted (Data.errors lists each field's message). */
        Invalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description unauthorized: no token or key, or an expired, bad or revoked one. */
        Unauthenticated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description unauthorized: another user's data, or a role or key scope that does not allow this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Another refusal: error 404 (no such call or record), invalid 413 (body too large) or 415, failed 422 (the operation cannot be done as asked; Message says why), 429 (too many calls). */
        ClientError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description exception: something went wrong on the server; the reply never carries details. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    GetBrand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            /** @enum {string} */
                            id: "TradeLine" | "Wholesale" | "Decor" | "EPD" | "NGS";
                            name: string;
                            shortName: string;
                            tagline: string;
                            /** @enum {string} */
                            franchise: "Wholesale" | "NGS" | "EPD" | "Decor";
                            /** @enum {string} */
                            portalFranchise: "Wholesale" | "NGS" | "EPD" | "Decor";
                            theme: {
                                /** @enum {string} */
                                id: "wholesale" | "decor" | "epd" | "ngs";
                                /** @enum {string} */
                                primaryColor: "indigo" | "teal" | "orange" | "grape";
                                headerBackground: string;
                                headerText: string;
                                fontFamily: string;
                                headingFontFamily: string;
                                /** @enum {string} */
                                radius: "xs" | "sm" | "md" | "lg";
                            };
                            switches: {
                                accessories: boolean;
                                files: boolean;
                                portal: boolean;
                                portalPricing: boolean;
                                minPricing: boolean;
                                specSheets: boolean;
                                tileMenu: boolean;
                                colorMatching: boolean;
                                pantoneChart: boolean;
                                library: boolean;
                                officeManager: boolean;
                                orderApproval: boolean;
                                textures: boolean;
                                publicLibrary: boolean;
                                apply: boolean;
                                termsOnly: boolean;
                            };
                            holidayBanner: {
                                on: boolean;
                                text: string;
                            };
                            contact: {
                                phone: string;
                                phoneDial: string;
                                email: string;
                                addressLines: string[];
                                hours: string;
                            };
                            social: {
                                label: string;
                                url: string;
                            }[];
                            footerContactAndLinks: boolean;
                        };
                    };
                };
            };
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            /** @enum {string} */
                            status: "up";
                            /** @enum {string} */
                            database: "pglite" | "postgres";
                            version: string;
                        };
                    };
                };
            };
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    Contact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Name: string;
                    /** @default  */
                    NickName?: string;
                    /** @default  */
                    BusinessName?: string;
                    Email: string;
                    /** @default  */
                    PhoneNumber?: string;
                    Message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getDocsArtSpecAdhesivePdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getDocsArtSpecAcmPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getDocsArtSpecCorexPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getDocsColorMatchingServicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getDocsVehicleMeasurementPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    authenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    /** @default  */
                    Franchise?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Username: string;
                            FirstName: string;
                            LastName: string;
                            Email: string;
                            Level: number;
                            ForcePass: boolean;
                            JwtToken: string;
                            /** @enum {string} */
                            Franchise: "Wholesale" | "NGS" | "EPD" | "Decor";
                            CustomerId: number | null;
                            CompanyName: string;
                            showPrice: boolean;
                            IsStaff: boolean;
                            StaffRole: ("ops" | "support" | "admin") | null;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postUsersServiceRefreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Username: string;
                            FirstName: string;
                            LastName: string;
                            Email: string;
                            Level: number;
                            ForcePass: boolean;
                            JwtToken: string;
                            /** @enum {string} */
                            Franchise: "Wholesale" | "NGS" | "EPD" | "Decor";
                            CustomerId: number | null;
                            CompanyName: string;
                            showPrice: boolean;
                            IsStaff: boolean;
                            StaffRole: ("ops" | "support" | "admin") | null;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    RefreshToken?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    changepassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    franchise?: string;
                    /** @default  */
                    OldPassword?: string;
                    NewPassword: string;
                    /** @default  */
                    ConfirmPassword?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    IssueBeLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Url: string;
                            ExpiresAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    BeLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Username: string;
                            FirstName: string;
                            LastName: string;
                            Email: string;
                            Level: number;
                            ForcePass: boolean;
                            JwtToken: string;
                            /** @enum {string} */
                            Franchise: "Wholesale" | "NGS" | "EPD" | "Decor";
                            CustomerId: number | null;
                            CompanyName: string;
                            showPrice: boolean;
                            IsStaff: boolean;
                            StaffRole: ("ops" | "support" | "admin") | null;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    ResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Email: string;
                    /** @default  */
                    Franchise?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    CheckResetToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Username: string;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    SetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Token: string;
                    Username?: string;
                    NewPassword: string;
                    /** @default  */
                    ConfirmPassword?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    Apply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    CompanyName: string;
                    ContactName: string;
                    Email: string;
                    PhoneNumber: string;
                    Address1: string;
                    /** @default  */
                    Address2?: string;
                    City: string;
                    State: string;
                    Zip: string;
                    /** @default  */
                    ResaleCertificate?: string;
                    /** @default  */
                    Website?: string;
                    /** @default  */
                    Message?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetUserAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            FirstName: string;
                            LastName: string;
                            Email: string;
                            PhoneNumber: string;
                            Website: string;
                            CompanyName: string;
                            Address: string;
                            Address2: string;
                            City: string;
                            State: string;
                            Zip: string;
                            Country: string;
                            Username: string;
                            Level: number;
                            passCustomerFileName: boolean;
                            TermsAccount: boolean;
                            TaxExempt: boolean;
                            OrderStatusEmails: boolean;
                            PONumberRequired: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    SetOrderStatusEmails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    OrderStatusEmails: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    SetPONumberRequired: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    PONumberRequired: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetEditAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    Level?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            FirstName: string;
                            LastName: string;
                            Email: string;
                            PhoneNumber: string;
                            Website: string;
                            Username: string;
                            Level: number;
                            CompanyName: string;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    EditAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    FirstName: string;
                    LastName: string;
                    Email: string;
                    PhoneNumber: string;
                    /** @default  */
                    Website?: string;
                    userId?: number;
                    Level?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            FirstName: string;
                            LastName: string;
                            Email: string;
                            PhoneNumber: string;
                            Website: string;
                            Username: string;
                            Level: number;
                            Active: boolean;
                            RemovalRequested: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    AddFranchiseAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    FirstName: string;
                    LastName: string;
                    Email: string;
                    PhoneNumber: string;
                    /** @default  */
                    Website?: string;
                    userId?: number;
                    Level?: number;
                    Franchise?: string;
                    Username: string;
                    Password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Username: string;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    RemoveFranchiseAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Active: boolean;
                            RemovalRequested: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    InviteAccountUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    FirstName: string;
                    LastName: string;
                    Email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            FirstName: string;
                            LastName: string;
                            Email: string;
                            CompanyName: string;
                            InvitedBy: string;
                            BrandName: string;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    AcceptInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Token: string;
                    Username: string;
                    NewPassword: string;
                    /** @default  */
                    ConfirmPassword?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Username: string;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Username: string;
                            FirstName: string;
                            LastName: string;
                            Email: string;
                            Level: number;
                            Franchise: string;
                            CompanyName: string;
                            /** @enum {string} */
                            Role: "customer" | "staff";
                            Active: boolean;
                            refreshTokens: {
                                token: string;
                                created: string;
                                expires: string;
                                isActive: boolean;
                            }[];
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    RemoveUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Id: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    LogoutUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Id: number;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetStateList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            key: string;
                            value: string;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetCountryList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            key: string;
                            value: string;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetMonthList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            key: string;
                            value: string;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetYearList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            key: string;
                            value: string;
                        }[];
                    };
                };
            };
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetShippingAddresses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            ShipKey: string;
                            FirstName: string;
                            LastName: string;
                            CompanyName: string;
                            Address1: string;
                            Address2: string;
                            City: string;
                            State: string;
                            Zip: string;
                            Country: string;
                            PhoneNumber: string;
                            Email: string;
                            Residential: boolean;
                            County: string;
                            userId: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetEditAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    shipkey: string | number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            ShipKey: string;
                            FirstName: string;
                            LastName: string;
                            CompanyName: string;
                            Address1: string;
                            Address2: string;
                            City: string;
                            State: string;
                            Zip: string;
                            Country: string;
                            PhoneNumber: string;
                            Email: string;
                            Residential: boolean;
                            County: string;
                            userId: number;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    ManageAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    ShipKey?: string | number;
                    FirstName: string;
                    LastName: string;
                    /** @default  */
                    CompanyName?: string;
                    Address1: string;
                    /** @default  */
                    Address2?: string;
                    City: string;
                    State: string;
                    Zip: string;
                    Country: string;
                    /** @default  */
                    PhoneNumber?: string;
                    /** @default  */
                    Email?: string;
                    Residential?: boolean | ("true" | "false");
                    /** @default  */
                    County?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            ShipKey: string;
                            FirstName: string;
                            LastName: string;
                            CompanyName: string;
                            Address1: string;
                            Address2: string;
                            City: string;
                            State: string;
                            Zip: string;
                            Country: string;
                            PhoneNumber: string;
                            Email: string;
                            Residential: boolean;
                            County: string;
                            userId: number;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    DeleteAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    shipkey: string | number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetPaymentOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            CCkey: string;
                            CardNo: string;
                            Type: string;
                            Name: string;
                            MonthExpire: string;
                            YearExpire: string;
                            CVV: string;
                            Address: string;
                            Address2: string;
                            City: string;
                            State: string;
                            Zip: string;
                            Country: string;
                            Phone: string;
                            Email: string;
                            County: string;
                            userId: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetEditPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    cckey: string | number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            CCkey: string;
                            CardNo: string;
                            Type: string;
                            Name: string;
                            MonthExpire: string;
                            YearExpire: string;
                            CVV: string;
                            Address: string;
                            Address2: string;
                            City: string;
                            State: string;
                            Zip: string;
                            Country: string;
                            Phone: string;
                            Email: string;
                            County: string;
                            userId: number;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    ManagePayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    CCkey?: string | number;
                    Name: string;
                    CardNo: string;
                    CVV: string;
                    YearExpire?: string;
                    MonthExpire?: string;
                    Address: string;
                    City: string;
                    State: string;
                    Zip: string;
                    Country: string;
                    /** @default  */
                    Address2?: string;
                    /** @default  */
                    Phone?: string;
                    /** @default  */
                    Email?: string;
                    /** @default  */
                    County?: string;
                    Type?: string;
                    /** @default false */
                    ConfirmDuplicate?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            CCkey: string;
                            CardNo: string;
                            Type: string;
                            Name: string;
                            MonthExpire: string;
                            YearExpire: string;
                            CVV: string;
                            Address: string;
                            Address2: string;
                            City: string;
                            State: string;
                            Zip: string;
                            Country: string;
                            Phone: string;
                            Email: string;
                            County: string;
                            userId: number;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            /** @enum {boolean} */
                            duplicate: true;
                        };
                    };
                };
            };
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    DeletePayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    cckey: string | number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetCartTotal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            ItemCount: number;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            products: ({
                                CartID: number;
                                ItemSeqNo: number;
                                SetId: number;
                                SetName: string;
                                LineNumber: number;
                                ItemNo: string;
                                ItemDesc: string;
                                product_type: string;
                                Quantity: number;
                                Price: number;
                                PriceCents: number;
                                PriceText: string;
                                SquareFeet: number;
                                Filename: string;
                                ImageUrl: string;
                                FullUrl: string;
                                OrderNotes: string;
                                ImageMissing: boolean;
                                ImageMessage: string;
                                Editable: boolean;
                                Details: string[];
                                PriceError?: string;
                            } & {
                                [key: string]: unknown;
                            })[];
                            services: {
                                CartID: number;
                                ItemNo: string;
                                ItemDesc: string;
                                LaminateType: string;
                                Filename: string;
                                Colors: string[];
                                Quantity: number;
                                Price: number;
                                PriceCents: number;
                                PriceText: string;
                                ImageUrl: string;
                                Tag: string;
                                PriceError?: string;
                            }[];
                            minimumCharge: {
                                /** @enum {string} */
                                ItemNo: "90OC";
                                ItemDesc: string;
                                Price: number;
                                PriceCents: number;
                                PriceText: string;
                            } | null;
                            Subtotal: number;
                            SubtotalCents: number;
                            Total: number;
                            TotalCents: number;
                            PriceHidden: boolean;
                            ItemCount: number;
                            HasCorex: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    UpdateQuantity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    cartId: number;
                    qty: number;
                    itemSeq?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            CartID: number;
                            Quantity: number;
                            Price: number;
                            PriceCents: number;
                            PriceText: string;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    DeleteCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    cartId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    ClearCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    AddToCartMisc: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    ItemNo: string;
                    Quantity: number;
                    ImageUrl?: string;
                    Filename?: string;
                    ItemDesc?: string;
                    MaterialText?: string;
                    SetId: number;
                    Material?: string;
                    product_type?: string;
                    Price?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetStepStakes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            ItemNo: string;
                            Name: string;
                            Description: string;
                            ImageUrl: string;
                            InchWidth: number;
                            InchHeight: number;
                            WireGauge: number;
                            Available: boolean;
                            Price: number;
                            PriceCents: number;
                            PriceText: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    SaveCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Name: string;
                            Lines: number;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetSavedCarts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Name: string;
                            SavedBy: string;
                            SavedById: number;
                            SavedAt: string;
                            Shared: boolean;
                            Mine: boolean;
                            Lines: {
                                LineId: number;
                                ItemNo: string;
                                ItemDesc: string;
                                Filename: string;
                                Quantity: number;
                                Price: number;
                                PriceCents: number;
                                PriceText: string;
                                Flag: string;
                            }[];
                            EstimatedPrice: number;
                            EstimatedPriceCents: number;
                            EstimatedPriceText: string;
                            PriceHidden: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    OpenSavedCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    savedCartId: number;
                    /** @enum {string} */
                    mode: "merge" | "replace";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Added: number;
                            Flagged: string[];
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    RenameSavedCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    savedCartId: number;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    ShareSavedCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    savedCartId: number;
                    shared: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    DeleteSavedCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    savedCartId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    QuickOrderCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    FileName: string;
                    Content: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Rows: {
                                Row: number;
                                File: string;
                                ProductType: string;
                                Material: string;
                                Width: string;
                                Height: string;
                                Quantity: string;
                                Price: number;
                                PriceCents: number;
                                PriceText: string;
                                Errors: string[];
                            }[];
                            GoodRows: number;
                            TotalCents: number;
                            TotalText: string;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    QuickOrderAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    FileName: string;
                    Content: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Added: number;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetServiceItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            ItemNo: string;
                            Name: string;
                            Description: string;
                            Price: number;
                            PriceCents: number;
                            PriceText: string;
                            /** @enum {string} */
                            Tag: "colormatching" | "pantonechart";
                            ImageUrl: string;
                            ExtraBusinessDays: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetPantoneChartDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: string;
                            FullUrl: string;
                            InchHeight: number;
                            InchWidth: number;
                            ImageUrl: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetPantoneChartProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Name: string;
                            ProductName: string;
                            Price: number;
                            PriceCents: number;
                            PriceText: string;
                            Image: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    AddPantoneChart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    ProductId: string;
                    Finish: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetFileColorSet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            SpotColorFiles: {
                                [key: string]: string;
                            };
                            SpotColors: {
                                [key: string]: {
                                    name: string;
                                }[];
                            };
                            SpotColorLimit: number;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    AddOption1ToCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    colorSetId: number;
                    /** @default  */
                    colorSetFilename?: string;
                    colorSetColors?: (string | {
                        name: string;
                    })[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetShippingRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    City?: string | number | boolean | null;
                    State?: string | number | boolean | null;
                    Zip?: string | number | boolean | null;
                    Country?: string | number | boolean | null;
                    County?: string | number | boolean | null;
                    Residential?: string | number | boolean | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            /** @enum {string} */
                            Method: "FEDEX_GROUND" | "FEDEX_2_DAY" | "STANDARD_OVERNIGHT" | "FEDEX_FREIGHT_PRIORITY" | "BST";
                            DisplayText: string;
                            FreightAmount: number;
                            TaxAmount: number;
                            FreightCents: number;
                            TaxCents: number;
                            TransitDays: number;
                            ShippingAccount?: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    Checkout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    Billing?: {
                        CCkey?: string | number | boolean | null;
                        Name?: string | number | boolean | null;
                        CardNo?: string | number | boolean | null;
                        CVV?: string | number | boolean | null;
                        MonthExpire?: string | number | boolean | null;
                        YearExpire?: string | number | boolean | null;
                        Address?: string | number | boolean | null;
                        Address2?: string | number | boolean | null;
                        City?: string | number | boolean | null;
                        State?: string | number | boolean | null;
                        Zip?: string | number | boolean | null;
                        Country?: string | number | boolean | null;
                        SaveCard?: string | number | boolean | null;
                    };
                    Shipping?: {
                        ShipKey?: string | number | boolean | null;
                        ShipToBilling?: string | number | boolean | null;
                        FirstName?: string | number | boolean | null;
                        LastName?: string | number | boolean | null;
                        CompanyName?: string | number | boolean | null;
                        Address1?: string | number | boolean | null;
                        Address2?: string | number | boolean | null;
                        City?: string | number | boolean | null;
                        State?: string | number | boolean | null;
                        Zip?: string | number | boolean | null;
                        Country?: string | number | boolean | null;
                        County?: string | number | boolean | null;
                        PhoneNumber?: string | number | boolean | null;
                        Residential?: string | number | boolean | null;
                        Email?: string | number | boolean | null;
                    };
                    ShippingMethod?: string | number | boolean | null;
                    ShippingRates?: unknown;
                    TaxAmount?: unknown;
                    CompanyShipping?: string | number | boolean | null;
                    ShippingAccount?: string | number | boolean | null;
                    OrderNotes?: string | number | boolean | null;
                    PONumber?: string | number | boolean | null;
                    JobName?: string | number | boolean | null;
                    BlindShipping?: string | number | boolean | null;
                    cantdofreight?: string | number | boolean | null;
                    PreserveFilenames?: string | number | boolean | null;
                    AlwaysShowFilenames?: string | number | boolean | null;
                    ConfirmConform?: string | number | boolean | null;
                    SecondName?: string | number | boolean | null;
                    SecondCardNo?: string | number | boolean | null;
                    SecondCVV?: string | number | boolean | null;
                    SecondMonthExpire?: string | number | boolean | null;
                    SecondYearExpire?: string | number | boolean | null;
                    SecondAddress?: string | number | boolean | null;
                    SecondCity?: string | number | boolean | null;
                    SecondState?: string | number | boolean | null;
                    SecondZip?: string | number | boolean | null;
                    FirstCardAmount?: string | number | boolean | null;
                    SecondCardAmount?: string | number | boolean | null;
                    IdempotencyKey?: string | number | boolean | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: number;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetTiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 0 */
                    userId?: number;
                    /** @default  */
                    franchise?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: [
                            {
                                category: string;
                                description: string;
                                imageUrl: string;
                            }[],
                            {
                                category: string;
                                substrateName: string;
                                substrateValue: string;
                                /** @enum {string} */
                                productType: "adhesive" | "rigid" | "Wallcoverings" | "Window Decoration" | "Magnetic" | "Rolled" | "misc";
                                optionValue: string;
                                filters: ("upload" | "designer" | "library")[];
                                substrateUnAvailable: boolean;
                                description: string;
                                imageUrl: string;
                            }[],
                            {
                                substrateName: string;
                                substrateValue: string;
                                /** @enum {string} */
                                productType: "adhesive" | "rigid" | "Wallcoverings" | "Window Decoration" | "Magnetic" | "Rolled" | "misc";
                                optionValue: string;
                                filters: ("upload" | "designer" | "library")[];
                                substrateUnAvailable: boolean;
                            }[]
                        ];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    ItemNo: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            category: string;
                            description: string;
                            imageUrl: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetAllMaterials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    /** @enum {string} */
                    product_type: "adhesive" | "rigid" | "Wallcoverings" | "Window Decoration" | "Magnetic" | "Rolled" | "misc";
                    /** @default  */
                    ItemNo?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        /** @description JSON text; parse it with JSON.parse. */
                        Data?: string;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetProductOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    /** @enum {string} */
                    product_type: "adhesive" | "rigid" | "Wallcoverings" | "Window Decoration" | "Magnetic" | "Rolled" | "misc";
                    /** @default  */
                    ItemNo?: string;
                    PageId?: unknown;
                    franchise?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        /** @description JSON text; parse it with JSON.parse. */
                        Data?: string;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetPricing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    ItemNo: string;
                    /** @enum {string} */
                    product_type: "adhesive" | "rigid" | "Wallcoverings" | "Window Decoration" | "Magnetic" | "Rolled" | "misc";
                    InchWidth?: number;
                    InchHeight?: number;
                    Quantity?: number;
                    LaminateType?: string;
                    size: string;
                    sides: string;
                    round_corners: string;
                    holes: string;
                    hole_placement: string;
                    hole_edge_distance: string;
                    hole_hole_distance: string;
                    grommets: string;
                    self_cut: string;
                    cut_finish: string;
                    Rotate?: string;
                    MaterialSheetSize: string;
                    Overlap?: number;
                    rollSize?: string;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Total: number;
                            TotalText: string;
                            SquareFeet: number;
                            PriceHidden: boolean;
                            Sheets?: number;
                            PiecesPerSheet?: number;
                            Panels?: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTileMenuImageFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    Reload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Materials: number;
                            LoadedAt: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffCatalogAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Materials: {
                                ItemNo: string;
                                Name: string;
                                ProductType: string;
                                Available: boolean;
                                InCatalog: boolean;
                                ChangedBy: string;
                                Changed: string | null;
                            }[];
                            Choices: {
                                OptionKey: string;
                                OptionName: string;
                                Value: string;
                                Name: string;
                                Available: boolean;
                                InCatalog: boolean;
                                ChangedBy: string;
                                Changed: string | null;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postStaffCatalogAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    Kind: "material" | "choice";
                    Key: string;
                    /** @default  */
                    Value?: string;
                    Available: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Materials: {
                                ItemNo: string;
                                Name: string;
                                ProductType: string;
                                Available: boolean;
                                InCatalog: boolean;
                                ChangedBy: string;
                                Changed: string | null;
                            }[];
                            Choices: {
                                OptionKey: string;
                                OptionName: string;
                                Value: string;
                                Name: string;
                                Available: boolean;
                                InCatalog: boolean;
                                ChangedBy: string;
                                Changed: string | null;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffOutbox: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            To: string;
                            ReplyTo: string;
                            Subject: string;
                            Text: string;
                            /** @enum {string} */
                            Delivery: "outbox" | "smtp" | "failed" | "dead";
                            Error: string;
                            Created: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    new_token: {
        parameters: {
            query?: {
                purpose?: "library" | "proof";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            id: string;
                            access_token: string;
                            expires: string;
                            upload_url: string;
                            max_bytes: number;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    handle_masv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    packageid: string;
                    /** @default  */
                    NewFolderName?: string;
                    SelectedFolder: string;
                    SavingStrategy?: ("keep" | "overwrite") | "" | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            files: {
                                Name: string;
                                FullUrl: string;
                                ImageUrl: string;
                            }[];
                            refused: {
                                Name: string;
                                Message: string;
                            }[];
                            WouldOverwrite: string[];
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getLibraryGetFolderStructure: {
        parameters: {
            query?: {
                userId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: components["schemas"]["FolderNode"][];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postLibraryGetFolderStructure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: components["schemas"]["FolderNode"][];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetDirectoryContents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    directory: string;
                    /** @default 50 */
                    pageSize?: number;
                    /** @default 1 */
                    page?: number;
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Name: string;
                            FullUrl: string;
                            ImageUrl: string;
                            PreviewUrl: string;
                            base64String: string;
                            Size: number;
                            Uploaded: string;
                            /** @enum {string} */
                            Kind: "pdf" | "ai" | "tiff";
                            Preflight: {
                                /** @enum {string} */
                                status: "queued" | "running" | "done" | "failed";
                                widthIn: number | null;
                                heightIn: number | null;
                                toolbox: {
                                    cut_contour: boolean;
                                    route: boolean;
                                    thru: boolean;
                                    embedded_fonts: boolean;
                                } | null;
                                minEffectivePpi: number | null;
                                hasWhitespace: boolean | null;
                                spotColors: string[];
                                liveText: boolean | null;
                                encrypted: boolean | null;
                                overprintFill: boolean | null;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    CreateFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    folderFrom: string;
                    folderTo: string;
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: components["schemas"]["FolderNode"];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    MoveFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    filename?: string;
                    /** @default  */
                    folderFrom?: string;
                    folderTo: string;
                    /** @default  */
                    FullUrl?: string;
                    /** @default  */
                    ImageUrl?: string;
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Name: string;
                            FullUrl: string;
                            ImageUrl: string;
                            PreviewUrl: string;
                            base64String: string;
                            Size: number;
                            Uploaded: string;
                            /** @enum {string} */
                            Kind: "pdf" | "ai" | "tiff";
                            Preflight: {
                                /** @enum {string} */
                                status: "queued" | "running" | "done" | "failed";
                                widthIn: number | null;
                                heightIn: number | null;
                                toolbox: {
                                    cut_contour: boolean;
                                    route: boolean;
                                    thru: boolean;
                                    embedded_fonts: boolean;
                                } | null;
                                minEffectivePpi: number | null;
                                hasWhitespace: boolean | null;
                                spotColors: string[];
                                liveText: boolean | null;
                                encrypted: boolean | null;
                                overprintFill: boolean | null;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    DeleteItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    FullUrl: string;
                    /** @default  */
                    ImageUrl?: string;
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    DeleteFolder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    directory: string;
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    CheckCAD: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    FullUrl: string;
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            cut_contour: boolean;
                            route: boolean;
                            thru: boolean;
                            embedded_fonts: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetLibraryItemDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    item: string;
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Name: string;
                            FullUrl: string;
                            ImageUrl: string;
                            PreviewUrl: string;
                            base64String: string;
                            Size: number;
                            Uploaded: string;
                            /** @enum {string} */
                            Kind: "pdf" | "ai" | "tiff";
                            Preflight: {
                                /** @enum {string} */
                                status: "queued" | "running" | "done" | "failed";
                                widthIn: number | null;
                                heightIn: number | null;
                                toolbox: {
                                    cut_contour: boolean;
                                    route: boolean;
                                    thru: boolean;
                                    embedded_fonts: boolean;
                                } | null;
                                minEffectivePpi: number | null;
                                hasWhitespace: boolean | null;
                                spotColors: string[];
                                liveText: boolean | null;
                                encrypted: boolean | null;
                                overprintFill: boolean | null;
                                error: string | null;
                                queuedAt: string;
                                startedAt: string | null;
                                finishedAt: string | null;
                                durationMs: number | null;
                                report: {
                                    [key: string]: unknown;
                                } | null;
                            };
                            Sha256: string;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    HeldThumbnail: {
        parameters: {
            query: {
                holder: string;
                exp: string;
                sig: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    Thumbnail: {
        parameters: {
            query: {
                path: string;
                exp?: string;
                sig?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    Preview: {
        parameters: {
            query: {
                path: string;
                exp?: string;
                sig?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    cartId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: ({
                            CartID: number;
                            SetId: number;
                            SetName: string;
                            LineNumber: number;
                            ItemNo: string;
                            ItemDesc: string;
                            product_type: string;
                            Quantity: number;
                            Name: string;
                            FullUrl: string;
                            ImageUrl: string;
                            OrderNotes: string;
                            Price: number;
                            base64String: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    AddToCart: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": ({
                    userId?: number;
                } & {
                    [key: string]: unknown;
                })[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetOrderDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    orderNumber: number;
                    level?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            OrderNumber: number;
                            /** @enum {string} */
                            Status: "needs_approval" | "ordered" | "in_production" | "on_hold" | "shipped" | "invoiced" | "cancelled";
                            DateOrdered: string;
                            ProductionDate: string;
                            OrderedBy: string;
                            PONumber: string;
                            JobName: string;
                            Checkout: {
                                BillingFirstName: string;
                                BillingLastName: string;
                                BillingAddress: string;
                                BillingAddress2: string;
                                BillingCity: string;
                                BillingState: string;
                                BillingZip: string;
                                BillingCountry: string;
                                ShippingFirstName: string;
                                ShippingLastName: string;
                                ShippingCompanyName: string;
                                ShippingAddress: string;
                                ShippingAddress2: string;
                                ShippingCity: string;
                                ShippingState: string;
                                ShippingZip: string;
                                ShippingCountry: string;
                                ShippingPhone: string;
                                ShippingMethod: string;
                                PaymentKind: string;
                            };
                            LineItems: {
                                LineId: number;
                                ItemNo: string;
                                ItemDesc: string;
                                Filename: string;
                                ImageUrl: string;
                                base64String: string;
                                product_type: string;
                                LaminateType: string;
                                FinishText: string;
                                Colors: string;
                                InchWidth: number;
                                InchHeight: number;
                                SquareFeet: number;
                                rollSize: string;
                                Overlap: string;
                                ContourCutFile: string;
                                Quantity: number;
                                Price: number;
                                sides: string;
                                round_corners: string;
                                hole_placement: string;
                                hole_edge_distance: string;
                                hole_hole_distance: string;
                                grommets: string;
                                Details: string[];
                            }[];
                            Subtotal: number;
                            FreightAmount: number;
                            TaxAmount: number;
                            Total: number;
                            PriceHidden: boolean;
                            Shipments: {
                                Carrier: string;
                                TrackingNumber: string;
                                TrackingLink: string;
                            }[];
                            ApprovalSteps: {
                                Step: number;
                                Approver: string;
                                /** @enum {string} */
                                Decision: "approved" | "declined" | "waiting" | "to_come";
                                At: string | null;
                                Reason: string;
                                Current: boolean;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    AccountOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    /** @enum {string} */
                    Type: "needs_approval" | "ordered" | "shipped" | "invoiced" | "cancelled";
                    Level?: number;
                    /** @default 1 */
                    page?: number;
                    /** @default 10 */
                    pageSize?: number;
                    /** @default  */
                    Search?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Orders: {
                                SalesOrder: string;
                                OrderedBy: string;
                                DateOrdered: string;
                                ProductionDate: string;
                                Subtotal: number;
                                Carrier: string;
                                TrackingNo: string[];
                                TrackingLink: string[];
                                Shipments: {
                                    Carrier: string;
                                    TrackingNumber: string;
                                    TrackingLink: string;
                                }[];
                                /** @enum {string} */
                                Status: "needs_approval" | "ordered" | "in_production" | "on_hold" | "shipped" | "invoiced" | "cancelled";
                                AgentId: number;
                                PONumber: string;
                                JobName: string;
                                Total: number;
                                WaitingFor: string;
                                YourTurn: boolean;
                            }[];
                            Total: number;
                            Page: number;
                            PageSize: number;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetOrderStatusList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            /** @enum {string} */
                            key: "needs_approval" | "ordered" | "shipped" | "invoiced" | "cancelled";
                            value: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    ApproveOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    orderNumber: number;
                    Level?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            OrderNumber: number;
                            ProductionDate: string;
                            Released: boolean;
                            WaitingFor: string;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    DeclineOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    orderNumber: number;
                    Reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            OrderNumber: number;
                            LinesToCart: number;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    ReorderPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    orderNumber: number;
                    quantities?: {
                        LineId: number;
                        Quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Lines: {
                                LineId: number;
                                ItemNo: string;
                                ItemDesc: string;
                                Filename: string;
                                Quantity: number;
                                OrderedQuantity: number;
                                OldPrice: number;
                                NewPrice: number;
                                PriceNote: string;
                                CanReorder: boolean;
                                Reason: string;
                                Editable: boolean;
                                QuantityFixed: boolean;
                            }[];
                            PriceHidden: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    ReorderLineProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    orderNumber: number;
                    choice: {
                        LineId: number;
                        Quantity: number;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: ({
                            CartID: number;
                            SetId: number;
                            SetName: string;
                            LineNumber: number;
                            ItemNo: string;
                            ItemDesc: string;
                            product_type: string;
                            Quantity: number;
                            Name: string;
                            FullUrl: string;
                            ImageUrl: string;
                            OrderNotes: string;
                            Price: number;
                            base64String: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    Reorder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    orderNumber: number;
                    lines: (number | {
                        LineId: number;
                        Quantity: number;
                    })[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Added: number;
                            JobName: string;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetSpendLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            UserId: number;
                            OrderLimitCents: number | null;
                            MonthlyLimitCents: number | null;
                            AlwaysApprove: boolean;
                            Approvers: {
                                Id: number;
                                Name: string;
                            }[];
                            OfficeManagers: {
                                Id: number;
                                Name: string;
                            }[];
                            SpentThisMonthCents: number;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    SetSpendLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId: number;
                    /** @default null */
                    OrderLimitCents?: number | null;
                    /** @default null */
                    MonthlyLimitCents?: number | null;
                    /** @default false */
                    AlwaysApprove?: boolean;
                    /** @default [] */
                    Approvers?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postStaffOrdersOrderNumberMove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    To: "needs_approval" | "ordered" | "in_production" | "on_hold" | "shipped" | "invoiced" | "cancelled";
                    Version: number;
                    /** @default  */
                    Note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            OrderNumber: number;
                            /** @enum {string} */
                            Status: "needs_approval" | "ordered" | "in_production" | "on_hold" | "shipped" | "invoiced" | "cancelled";
                            Version: number;
                            AllowedMoves: ("needs_approval" | "ordered" | "in_production" | "on_hold" | "shipped" | "invoiced" | "cancelled")[];
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postStaffOrdersOrderNumberShip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Version: number;
                    Packages: {
                        Carrier: string;
                        TrackingNumber: string;
                        /** @default null */
                        WeightLb?: number | null;
                    }[];
                    LineIds?: number[];
                    /** @default  */
                    Note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            OrderNumber: number;
                            /** @enum {string} */
                            Status: "needs_approval" | "ordered" | "in_production" | "on_hold" | "shipped" | "invoiced" | "cancelled";
                            Version: number;
                            AllowedMoves: ("needs_approval" | "ordered" | "in_production" | "on_hold" | "shipped" | "invoiced" | "cancelled")[];
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postStaffOrdersOrderNumberCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    Version: number;
                    /** @default  */
                    Note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            OrderNumber: number;
                            /** @enum {string} */
                            Status: "needs_approval" | "ordered" | "in_production" | "on_hold" | "shipped" | "invoiced" | "cancelled";
                            Version: number;
                            AllowedMoves: ("needs_approval" | "ordered" | "in_production" | "on_hold" | "shipped" | "invoiced" | "cancelled")[];
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffOrders: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: "needs_approval" | "ordered" | "in_production" | "on_hold" | "shipped" | "invoiced" | "cancelled";
                customerId?: number;
                from?: string;
                to?: string;
                productType?: string;
                late?: "true" | "false";
                proof?: "changes_requested" | "waiting" | "needed" | "approved";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Orders: {
                                OrderNumber: number;
                                /** @enum {string} */
                                Status: "needs_approval" | "ordered" | "in_production" | "on_hold" | "shipped" | "invoiced" | "cancelled";
                                CustomerId: number | null;
                                Customer: string;
                                OrderedBy: string;
                                Email: string;
                                DateOrdered: string;
                                ProductionDate: string;
                                ShipDate: string;
                                Total: number;
                                Lines: number;
                                PONumber: string;
                                JobName: string;
                                Late: boolean;
                                Proof: ("changes_requested" | "waiting" | "needed" | "approved") | null;
                            }[];
                            Total: number;
                            Page: number;
                            PageSize: number;
                            Counts: {
                                needs_approval: number;
                                ordered: number;
                                in_production: number;
                                on_hold: number;
                                shipped: number;
                                invoiced: number;
                                cancelled: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffCustomers: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffOrdersOrderNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            OrderNumber: number;
                            /** @enum {string} */
                            Status: "needs_approval" | "ordered" | "in_production" | "on_hold" | "shipped" | "invoiced" | "cancelled";
                            Version: number;
                            AllowedMoves: ("needs_approval" | "ordered" | "in_production" | "on_hold" | "shipped" | "invoiced" | "cancelled")[];
                            CustomerId: number | null;
                            Customer: string;
                            OrderedBy: {
                                Name: string;
                                Username: string;
                                Email: string;
                            };
                            PlacedBy: string;
                            DateOrdered: string;
                            ProductionDate: string;
                            ShipDate: string;
                            Late: boolean;
                            ShipTo: {
                                Name: string;
                                Company: string;
                                Address1: string;
                                Address2: string;
                                City: string;
                                State: string;
                                Zip: string;
                                Country: string;
                                Phone: string;
                                Email: string;
                                Residential: boolean;
                            };
                            BillTo: {
                                Name: string;
                                Company: string;
                                Address1: string;
                                Address2: string;
                                City: string;
                                State: string;
                                Zip: string;
                                Country: string;
                                Phone: string;
                                Email: string;
                            };
                            Carrier: string;
                            ShippingMethod: string;
                            ShippingAccount: string;
                            BlindShipping: boolean;
                            Notes: string;
                            Payments: {
                                /** @enum {string} */
                                Kind: "card" | "terms";
                                /** @enum {string} */
                                Status: "charged" | "pending_release" | "on_account" | "voided" | "refunded";
                                Amount: number;
                                Card: string;
                                Refunded: number;
                            }[];
                            Items: number;
                            MinimumCharge: number;
                            Subtotal: number;
                            Freight: number;
                            Tax: number;
                            Total: number;
                            History: {
                                From: ("needs_approval" | "ordered" | "in_production" | "on_hold" | "shipped" | "invoiced" | "cancelled") | null;
                                /** @enum {string} */
                                To: "needs_approval" | "ordered" | "in_production" | "on_hold" | "shipped" | "invoiced" | "cancelled";
                                By: string;
                                At: string;
                                Note: string;
                                Decision: ("approved" | "declined") | null;
                            }[];
                            Shipments: {
                                Id: number;
                                Carrier: string;
                                TrackingNumber: string;
                                TrackingLink: string;
                                WeightLb: number | null;
                                LineIds: number[];
                                By: string;
                                At: string;
                            }[];
                            Lines: {
                                LineId: number;
                                LineNo: number;
                                /** @enum {string} */
                                Kind: "product" | "service" | "charge";
                                ItemNo: string;
                                Product: string;
                                ProductType: string;
                                Material: string;
                                WidthIn: number | null;
                                HeightIn: number | null;
                                Quantity: number;
                                Price: number;
                                Options: {
                                    Name: string;
                                    Value: string;
                                }[];
                                Services: string[];
                                Filename: string;
                                ThumbnailUrl: string;
                                ArtworkPath: string;
                                Preflight: {
                                    /** @enum {string} */
                                    status: "queued" | "running" | "done" | "failed";
                                    widthIn: number | null;
                                    heightIn: number | null;
                                    toolbox: {
                                        cut_contour: boolean;
                                        route: boolean;
                                        thru: boolean;
                                        embedded_fonts: boolean;
                                    } | null;
                                    minEffectivePpi: number | null;
                                    hasWhitespace: boolean | null;
                                    spotColors: string[];
                                    liveText: boolean | null;
                                    encrypted: boolean | null;
                                    overprintFill: boolean | null;
                                    pageCount: number | null;
                                    fonts: string[];
                                    errors: string[];
                                    warnings: string[];
                                } | null;
                                AcceptedWarnings: string[];
                                Shipped: boolean;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffOrdersOrderNumberLinesLineIdArtwork: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: number;
                lineId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffOrdersOrderNumberJobTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffOrdersOrderNumberLinesLineIdJobTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: number;
                lineId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStoreOrdersOrderNumberInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffOrdersOrderNumberInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    Statement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Customer: string;
                            StatementDate: string;
                            Terms: string;
                            Invoices: {
                                InvoiceNumber: number;
                                OrderNumber: number;
                                PONumber: string;
                                JobName: string;
                                InvoiceDate: string;
                                DueDate: string;
                                DaysPastDue: number;
                                /** @enum {string} */
                                Bucket: "current" | "1-30" | "31-60" | "61-90" | "90+";
                                AmountDueCents: number;
                            }[];
                            Ageing: {
                                current: number;
                                "1-30": number;
                                "31-60": number;
                                "61-90": number;
                                "90+": number;
                            };
                            BalanceCents: number;
                            NotInvoicedCents: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAccountStatementPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffAccountsCustomerIdStatementPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postStaffOrdersOrderNumberLinesLineIdProofs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: number;
                lineId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    packageid: string;
                    Message: string;
                    Version: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            OrderNumber: number;
                            State: ("changes_requested" | "waiting" | "needed" | "approved") | null;
                            ProofsRequired: boolean;
                            CanAnswer: boolean;
                            Open: boolean;
                            ProductionDate: string;
                            OrderVersion: number;
                            Lines: {
                                LineId: number;
                                LineNo: number;
                                Product: string;
                                Filename: string;
                                Status: ("waiting" | "approved" | "changes_requested" | "replaced") | null;
                                Versions: {
                                    ProofId: number;
                                    Version: number;
                                    /** @enum {string} */
                                    Status: "waiting" | "approved" | "changes_requested" | "replaced";
                                    FileName: string;
                                    /** @enum {string} */
                                    Kind: "pdf" | "ai" | "tiff" | "png" | "jpeg";
                                    Size: number;
                                    Message: string;
                                    SentBy: string;
                                    SentAt: string;
                                    AnsweredBy: string;
                                    AnsweredAt: string;
                                    Comment: string;
                                    ThumbnailUrl: string;
                                    /** @enum {string} */
                                    Rendition: "queued" | "done" | "failed";
                                    ViewUrl: string;
                                    DownloadUrl: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffOrdersOrderNumberProofs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            OrderNumber: number;
                            State: ("changes_requested" | "waiting" | "needed" | "approved") | null;
                            ProofsRequired: boolean;
                            CanAnswer: boolean;
                            Open: boolean;
                            ProductionDate: string;
                            OrderVersion: number;
                            Lines: {
                                LineId: number;
                                LineNo: number;
                                Product: string;
                                Filename: string;
                                Status: ("waiting" | "approved" | "changes_requested" | "replaced") | null;
                                Versions: {
                                    ProofId: number;
                                    Version: number;
                                    /** @enum {string} */
                                    Status: "waiting" | "approved" | "changes_requested" | "replaced";
                                    FileName: string;
                                    /** @enum {string} */
                                    Kind: "pdf" | "ai" | "tiff" | "png" | "jpeg";
                                    Size: number;
                                    Message: string;
                                    SentBy: string;
                                    SentAt: string;
                                    AnsweredBy: string;
                                    AnsweredAt: string;
                                    Comment: string;
                                    ThumbnailUrl: string;
                                    /** @enum {string} */
                                    Rendition: "queued" | "done" | "failed";
                                    ViewUrl: string;
                                    DownloadUrl: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetOrderProofs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderNumber: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            OrderNumber: number;
                            State: ("changes_requested" | "waiting" | "needed" | "approved") | null;
                            ProofsRequired: boolean;
                            CanAnswer: boolean;
                            Open: boolean;
                            ProductionDate: string;
                            OrderVersion: number;
                            Lines: {
                                LineId: number;
                                LineNo: number;
                                Product: string;
                                Filename: string;
                                Status: ("waiting" | "approved" | "changes_requested" | "replaced") | null;
                                Versions: {
                                    ProofId: number;
                                    Version: number;
                                    /** @enum {string} */
                                    Status: "waiting" | "approved" | "changes_requested" | "replaced";
                                    FileName: string;
                                    /** @enum {string} */
                                    Kind: "pdf" | "ai" | "tiff" | "png" | "jpeg";
                                    Size: number;
                                    Message: string;
                                    SentBy: string;
                                    SentAt: string;
                                    AnsweredBy: string;
                                    AnsweredAt: string;
                                    Comment: string;
                                    ThumbnailUrl: string;
                                    /** @enum {string} */
                                    Rendition: "queued" | "done" | "failed";
                                    ViewUrl: string;
                                    DownloadUrl: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    AnswerProof: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ProofId: number;
                    /** @enum {string} */
                    Answer: "approve" | "changes";
                    /** @default  */
                    Comment?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            OrderNumber: number;
                            State: ("changes_requested" | "waiting" | "needed" | "approved") | null;
                            ProofsRequired: boolean;
                            CanAnswer: boolean;
                            Open: boolean;
                            ProductionDate: string;
                            OrderVersion: number;
                            Lines: {
                                LineId: number;
                                LineNo: number;
                                Product: string;
                                Filename: string;
                                Status: ("waiting" | "approved" | "changes_requested" | "replaced") | null;
                                Versions: {
                                    ProofId: number;
                                    Version: number;
                                    /** @enum {string} */
                                    Status: "waiting" | "approved" | "changes_requested" | "replaced";
                                    FileName: string;
                                    /** @enum {string} */
                                    Kind: "pdf" | "ai" | "tiff" | "png" | "jpeg";
                                    Size: number;
                                    Message: string;
                                    SentBy: string;
                                    SentAt: string;
                                    AnsweredBy: string;
                                    AnsweredAt: string;
                                    Comment: string;
                                    ThumbnailUrl: string;
                                    /** @enum {string} */
                                    Rendition: "queued" | "done" | "failed";
                                    ViewUrl: string;
                                    DownloadUrl: string;
                                }[];
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getProofsProofIdKind: {
        parameters: {
            query?: {
                exp?: string;
                sig?: string;
            };
            header?: never;
            path: {
                proofId: number;
                kind: "Thumbnail" | "Preview" | "File" | "Download";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetScrollTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    /** @default  */
                    store_id?: string;
                    /**
                     * @default patternLibrary
                     * @enum {string}
                     */
                    PageId?: "patternLibrary" | "PublicLibrary";
                    /** @default [] */
                    filters?: string[];
                    /** @default [] */
                    substrates?: string[];
                    /** @default  */
                    fetchTag?: string;
                    /** @default 0 */
                    count?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        /** @description JSON text; parse it with JSON.parse. */
                        Data?: string;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetCategoryData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    /** @default  */
                    store_id?: string;
                    /**
                     * @default patternLibrary
                     * @enum {string}
                     */
                    PageId?: "patternLibrary" | "PublicLibrary";
                    /** @default [] */
                    filters?: string[];
                    /** @default [] */
                    substrates?: string[];
                    /** @default  */
                    fetchTag?: string;
                    /** @default 0 */
                    count?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        /** @description JSON text; parse it with JSON.parse. */
                        Data?: string;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetPatternLibrary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    /** @default  */
                    store_id?: string;
                    /**
                     * @default patternLibrary
                     * @enum {string}
                     */
                    PageId?: "patternLibrary" | "PublicLibrary";
                    /** @default [] */
                    filters?: string[];
                    /** @default [] */
                    substrates?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        /** @description JSON text; parse it with JSON.parse. */
                        Data?: string;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetPatternImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                    /** @default  */
                    store_id?: string;
                    filename: string;
                    isOpaque?: boolean | ("true" | "false");
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        /** @description JSON text; parse it with JSON.parse. */
                        Data?: string;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPatternLibraryThumbVariantFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                variant: "opaque" | "transparent";
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTexturesThumbFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getPatternLibraryPrintVariantFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                variant: "opaque" | "transparent";
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getTexturesPrintFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Invalid"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    GetTextureLibrary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    userId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            TextureId: string;
                            Name: string;
                            Category: string;
                            Description: string;
                            Filename: string;
                            ImageUrl: string;
                            FullUrl: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffApplications: {
        parameters: {
            query?: {
                status?: "new" | "approved" | "declined" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            CompanyName: string;
                            ContactName: string;
                            Email: string;
                            PhoneNumber: string;
                            Address1: string;
                            Address2: string;
                            City: string;
                            State: string;
                            Zip: string;
                            ResaleCertificate: string;
                            Website: string;
                            Message: string;
                            Created: string;
                            /** @enum {string} */
                            Status: "new" | "approved" | "declined";
                            DecidedBy: string;
                            Decided: string | null;
                            Note: string;
                            CustomerId: number | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffApplicationsApplicationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            CompanyName: string;
                            ContactName: string;
                            Email: string;
                            PhoneNumber: string;
                            Address1: string;
                            Address2: string;
                            City: string;
                            State: string;
                            Zip: string;
                            ResaleCertificate: string;
                            Website: string;
                            Message: string;
                            Created: string;
                            /** @enum {string} */
                            Status: "new" | "approved" | "declined";
                            DecidedBy: string;
                            Decided: string | null;
                            Note: string;
                            CustomerId: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postStaffApplicationsApplicationIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    Note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            CompanyName: string;
                            ContactName: string;
                            Email: string;
                            PhoneNumber: string;
                            Address1: string;
                            Address2: string;
                            City: string;
                            State: string;
                            Zip: string;
                            ResaleCertificate: string;
                            Website: string;
                            Message: string;
                            Created: string;
                            /** @enum {string} */
                            Status: "new" | "approved" | "declined";
                            DecidedBy: string;
                            Decided: string | null;
                            Note: string;
                            CustomerId: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postStaffApplicationsApplicationIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    Note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            CompanyName: string;
                            ContactName: string;
                            Email: string;
                            PhoneNumber: string;
                            Address1: string;
                            Address2: string;
                            City: string;
                            State: string;
                            Zip: string;
                            ResaleCertificate: string;
                            Website: string;
                            Message: string;
                            Created: string;
                            /** @enum {string} */
                            Status: "new" | "approved" | "declined";
                            DecidedBy: string;
                            Decided: string | null;
                            Note: string;
                            CustomerId: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffAccounts: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            CompanyName: string;
                            Users: number;
                            TermsAccount: boolean;
                            Created: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffAccountsCustomerId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Created: string;
                            Settings: {
                                CompanyName: string;
                                PhoneNumber: string;
                                Address1: string;
                                Address2: string;
                                City: string;
                                State: string;
                                Zip: string;
                                Website: string;
                                TermsAccount: boolean;
                                TaxExempt: boolean;
                                ResaleCertificate: string;
                                ShippingAccount: string;
                                RequiresApproval: boolean;
                                ProofsRequired: boolean;
                                PONumberRequired: boolean;
                                TermsDays: number;
                                CreditLimitCents: number | null;
                            };
                            OpenBalanceCents: number;
                            Users: {
                                Id: number;
                                Username: string;
                                Name: string;
                                Email: string;
                                Level: number;
                                Active: boolean;
                                ShowPrice: boolean;
                            }[];
                            Addresses: {
                                Id: number;
                                User: string;
                                Name: string;
                                CompanyName: string;
                                Lines: string;
                                Residential: boolean;
                            }[];
                            Orders: {
                                OrderNumber: number;
                                Placed: string;
                                Status: string;
                                User: string;
                                PaymentKind: string;
                                TotalCents: number;
                            }[];
                            Changes: {
                                Id: number;
                                Field: string;
                                User: string;
                                Old: string;
                                New: string;
                                By: string;
                                At: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffAccountsCustomerIdSpendLimits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            UserId: number;
                            OrderLimitCents: number | null;
                            MonthlyLimitCents: number | null;
                            AlwaysApprove: boolean;
                            Approvers: {
                                Id: number;
                                Name: string;
                            }[];
                            SpentThisMonthCents: number;
                            Name: string;
                            Username: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postStaffAccountsCustomerIdSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    CompanyName: string;
                    /** @default  */
                    PhoneNumber?: string;
                    /** @default  */
                    Address1?: string;
                    /** @default  */
                    Address2?: string;
                    /** @default  */
                    City?: string;
                    /** @default  */
                    State?: string;
                    /** @default  */
                    Zip?: string;
                    /** @default  */
                    Website?: string;
                    TermsAccount: boolean;
                    TaxExempt: boolean;
                    /** @default  */
                    ResaleCertificate?: string;
                    /** @default  */
                    ShippingAccount?: string;
                    RequiresApproval: boolean;
                    ProofsRequired: boolean;
                    PONumberRequired: boolean;
                    TermsDays: number;
                    CreditLimitCents: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Created: string;
                            Settings: {
                                CompanyName: string;
                                PhoneNumber: string;
                                Address1: string;
                                Address2: string;
                                City: string;
                                State: string;
                                Zip: string;
                                Website: string;
                                TermsAccount: boolean;
                                TaxExempt: boolean;
                                ResaleCertificate: string;
                                ShippingAccount: string;
                                RequiresApproval: boolean;
                                ProofsRequired: boolean;
                                PONumberRequired: boolean;
                                TermsDays: number;
                                CreditLimitCents: number | null;
                            };
                            OpenBalanceCents: number;
                            Users: {
                                Id: number;
                                Username: string;
                                Name: string;
                                Email: string;
                                Level: number;
                                Active: boolean;
                                ShowPrice: boolean;
                            }[];
                            Addresses: {
                                Id: number;
                                User: string;
                                Name: string;
                                CompanyName: string;
                                Lines: string;
                                Residential: boolean;
                            }[];
                            Orders: {
                                OrderNumber: number;
                                Placed: string;
                                Status: string;
                                User: string;
                                PaymentKind: string;
                                TotalCents: number;
                            }[];
                            Changes: {
                                Id: number;
                                Field: string;
                                User: string;
                                Old: string;
                                New: string;
                                By: string;
                                At: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postStaffAccountsCustomerIdUsersUserIdShowPrice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ShowPrice: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Created: string;
                            Settings: {
                                CompanyName: string;
                                PhoneNumber: string;
                                Address1: string;
                                Address2: string;
                                City: string;
                                State: string;
                                Zip: string;
                                Website: string;
                                TermsAccount: boolean;
                                TaxExempt: boolean;
                                ResaleCertificate: string;
                                ShippingAccount: string;
                                RequiresApproval: boolean;
                                ProofsRequired: boolean;
                                PONumberRequired: boolean;
                                TermsDays: number;
                                CreditLimitCents: number | null;
                            };
                            OpenBalanceCents: number;
                            Users: {
                                Id: number;
                                Username: string;
                                Name: string;
                                Email: string;
                                Level: number;
                                Active: boolean;
                                ShowPrice: boolean;
                            }[];
                            Addresses: {
                                Id: number;
                                User: string;
                                Name: string;
                                CompanyName: string;
                                Lines: string;
                                Residential: boolean;
                            }[];
                            Orders: {
                                OrderNumber: number;
                                Placed: string;
                                Status: string;
                                User: string;
                                PaymentKind: string;
                                TotalCents: number;
                            }[];
                            Changes: {
                                Id: number;
                                Field: string;
                                User: string;
                                Old: string;
                                New: string;
                                By: string;
                                At: string;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Name: string;
                            Prefix: string;
                            Scopes: string[];
                            CreatedBy: string;
                            CreatedAt: string;
                            LastUsedAt: string | null;
                            RevokedAt: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postStaffApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: ("orders:read" | "orders:write" | "catalog:read" | "cart" | "orders")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Key: {
                                Id: number;
                                Name: string;
                                Prefix: string;
                                Scopes: string[];
                                CreatedBy: string;
                                CreatedAt: string;
                                LastUsedAt: string | null;
                                RevokedAt: string | null;
                            };
                            Secret: string;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postStaffApiKeysKeyIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAccountApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Name: string;
                            Prefix: string;
                            Scopes: string[];
                            CreatedBy: string;
                            CreatedAt: string;
                            LastUsedAt: string | null;
                            RevokedAt: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postAccountApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: ("orders:read" | "orders:write" | "catalog:read" | "cart" | "orders")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Key: {
                                Id: number;
                                Name: string;
                                Prefix: string;
                                Scopes: string[];
                                CreatedBy: string;
                                CreatedAt: string;
                                LastUsedAt: string | null;
                                RevokedAt: string | null;
                            };
                            Secret: string;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postAccountApiKeysKeyIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: unknown;
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Url: string;
                            Events: string[];
                            Active: boolean;
                            CreatedBy: string;
                            CreatedAt: string;
                            FailingSince: string | null;
                            DisabledAt: string | null;
                            DisabledReason: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postStaffWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("order.placed" | "order.status_changed" | "order.shipped" | "proof.requested" | "proof.answered")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Endpoint: {
                                Id: number;
                                Url: string;
                                Events: string[];
                                Active: boolean;
                                CreatedBy: string;
                                CreatedAt: string;
                                FailingSince: string | null;
                                DisabledAt: string | null;
                                DisabledReason: string;
                            };
                            Secret: string;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postStaffWebhooksEndpointIdActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Url: string;
                            Events: string[];
                            Active: boolean;
                            CreatedBy: string;
                            CreatedAt: string;
                            FailingSince: string | null;
                            DisabledAt: string | null;
                            DisabledReason: string;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getStaffWebhooksEndpointIdDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Event: string;
                            EventId: string;
                            /** @enum {string} */
                            Status: "pending" | "delivered" | "failed";
                            CreatedAt: string;
                            DeliveredAt: string | null;
                            Attempts: {
                                At: string;
                                DurationMs: number;
                                ResponseStatus: number | null;
                                ResponseBody: string;
                                Error: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAccountWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Url: string;
                            Events: string[];
                            Active: boolean;
                            CreatedBy: string;
                            CreatedAt: string;
                            FailingSince: string | null;
                            DisabledAt: string | null;
                            DisabledReason: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postAccountWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("order.placed" | "order.status_changed" | "order.shipped" | "proof.requested" | "proof.answered")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Endpoint: {
                                Id: number;
                                Url: string;
                                Events: string[];
                                Active: boolean;
                                CreatedBy: string;
                                CreatedAt: string;
                                FailingSince: string | null;
                                DisabledAt: string | null;
                                DisabledReason: string;
                            };
                            Secret: string;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    postAccountWebhooksEndpointIdActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Url: string;
                            Events: string[];
                            Active: boolean;
                            CreatedBy: string;
                            CreatedAt: string;
                            FailingSince: string | null;
                            DisabledAt: string | null;
                            DisabledReason: string;
                        };
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
    getAccountWebhooksEndpointIdDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        Status: "ok" | "nodata" | "exception" | "invalid" | "error" | "failed" | "unauthorized" | "unathorized";
                        Message?: string;
                        Data?: {
                            Id: number;
                            Event: string;
                            EventId: string;
                            /** @enum {string} */
                            Status: "pending" | "delivered" | "failed";
                            CreatedAt: string;
                            DeliveredAt: string | null;
                            Attempts: {
                                At: string;
                                DurationMs: number;
                                ResponseStatus: number | null;
                                ResponseBody: string;
                                Error: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["Invalid"];
            401: components["responses"]["Unauthenticated"];
            403: components["responses"]["Forbidden"];
            "4XX": components["responses"]["ClientError"];
            "5XX": components["responses"]["ServerError"];
        };
    };
}
