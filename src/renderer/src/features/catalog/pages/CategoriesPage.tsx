import { Link } from 'react-router-dom';
import { Boxes, Layers } from 'lucide-react';
import { skillGroups } from '#shared/catalog/skill-groups';
import { softwareCategories } from '#shared/catalog/software-categories';
import { CatalogPage } from '../CatalogPage';

/** /categories: the two ways to browse, by software and by skill domain. */
export default function CategoriesPage() {
  return (
    <CatalogPage>
      <h1 id="page-title">Categories</h1>
      <p className="catalog-lead">Find the expert who knows exactly what you are stuck on: browse by the software you use or by the skill you need.</p>
      <ul className="category-entries">
        <li>
          <Link to="/categories/software" className="category-entry">
            <Boxes aria-hidden="true" size={40} />
            <span className="category-entry-title">Softwares</span>
            <span className="category-entry-text">{softwareCategories.length} software domains, from 3D to video editing</span>
          </Link>
        </li>
        <li>
          <Link to="/categories/domain" className="category-entry">
            <Layers aria-hidden="true" size={40} />
            <span className="category-entry-title">Domains</span>
            <span className="category-entry-text">{skillGroups.length} skill domains, from coding to writing</span>
          </Link>
        </li>
      </ul>
    </CatalogPage>
  );
}
