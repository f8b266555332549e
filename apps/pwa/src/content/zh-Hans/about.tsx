import type { ContentSettings } from '../content-settings';

// Placeholder copy: the spec leaves these three sections empty. The operator replaces each paragraph with the
// real mission, team and story; the headings and the section structure stay as they are.

/** The About Us page's three sections, in Chinese: 我们的使命, 我们的团队, 我们的故事. */
export function About({ settings }: { settings: ContentSettings }) {
  const { productName } = settings;

  return (
    <>
      <section>
        <h2>我们的使命</h2>
        <p>{productName} 帮助人们安心地过好每一天：一旦出现意外，他们信任的人能够迅速找到他们。</p>
      </section>

      <section>
        <h2>我们的团队</h2>
        <p>
          我们是一个关注个人安全和隐私的小团队。我们打造 {productName}
          ，既是为了自己的家人和朋友，也是为了每一个需要它的人。
        </p>
      </section>

      <section>
        <h2>我们的故事</h2>
        <p>
          {productName}{' '}
          源于一个简单的问题：当您需要关心您的人时，他们怎样才能知道？这款应用就是我们的回答，我们也在根据用户的反馈不断改进它。
        </p>
      </section>
    </>
  );
}
