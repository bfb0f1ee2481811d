import { typeListTable } from '../type-list-table.ts';

export const knowledgeCategories = typeListTable('knowledge_categories');
