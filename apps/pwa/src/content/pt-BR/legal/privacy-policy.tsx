import LEGAL_WORDS from 'words:legal';
import {
  FEEDBACK_RETENTION_DAYS,
  STATUS_IDLE_DAYS,
  STATUS_RETENTION_HOURS,
  STATUS_SWEEP_MINUTES,
} from '@safety-companion/api';
import type { ContentSettings } from '../../content-settings';
import { DocumentHead } from './document-head';
import '../../legal/legal.css';

/** The Brazilian Portuguese Privacy Policy, the default tab of the Brazilian Portuguese Legal Documents page. */
export function PrivacyPolicy({ settings }: { settings: ContentSettings }) {
  const { productName, privacyEmail } = settings;
  const privacyLink = <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>;

  return (
    <article className="legal-document">
      <DocumentHead title={LEGAL_WORDS.privacy} updated="2026-11-29" />
      <p>
        Esta política explica quais informações o {productName} coleta, por que as coletamos, por quanto tempo
        as guardamos e quais escolhas você tem. Ela se aplica ao app {productName} para iOS e Android e a este
        site. &ldquo;Nós&rdquo; e &ldquo;nosso&rdquo; se referem ao operador do {productName}.
      </p>
      <p>
        O {productName} existe para ajudar as pessoas em quem você confia a chegar até você quando algo dá
        errado. Coletamos apenas o que essa tarefa exige, e guardamos sua localização apenas enquanto uma
        atividade está em andamento.
      </p>

      <section>
        <h3>Informações que coletamos</h3>
        <ul>
          <li>
            <strong>Informações da conta.</strong> Seu nome e seu endereço de e-mail, que você nos informa ao
            criar uma conta e que permitem que você entre nela.
          </li>
          <li>
            <strong>Dados de localização e de atividade.</strong> Quando você inicia uma atividade ou um
            temporizador de segurança: os detalhes que você informa (por exemplo, com quem está, o que está
            fazendo e onde), o nome que você escolhe mostrar aos seus heróis (qualquer pessoa que tenha seu
            código de acesso pode vê-lo), os horários de início e de término, a localização do seu dispositivo
            (a precisão dela e quando o celular a obteve) cada vez que é enviada enquanto a atividade está em
            andamento (as últimas 100 posições, que seus heróis veem como um trajeto no mapa) e o nível de
            bateria do dispositivo, além das respostas que seus heróis dão na página Consulta para heróis (se
            já viram, se estão a caminho ou se ligaram para os serviços de emergência, com o nome que
            decidiram informar, e o endereço de rede de onde veio cada resposta, para que um único endereço
            não possa ocupar todas as vagas de resposta). Guardamos esses dados apenas enquanto a atividade
            está em andamento, como descrito em Retenção de dados.
          </li>
          <li>
            <strong>Seu número de telefone para seus heróis.</strong> Somente se você ativar essa opção em uma
            atividade: o número de telefone que você escolhe compartilhar, para que seus heróis possam ligar
            para você ou mandar mensagem pela página de consulta (qualquer pessoa que tenha seu código de
            acesso pode vê-lo). Ele nunca faz parte de um alerta e é excluído com o restante da atividade. Uma
            página de consulta que estava aberta quando a atividade terminou continua mostrando o número até
            ser fechada; ele não fica guardado no dispositivo do herói.
          </li>
          <li>
            <strong>Contatos de emergência (heróis).</strong> Os nomes e os números de telefone das pessoas
            que você escolhe como seus heróis, para que possamos enviar a elas uma mensagem de texto em uma
            emergência. Adicione apenas pessoas que aceitaram ser seus heróis.
          </li>
          <li>
            <strong>Foto de emergência.</strong> A foto que você escolhe compartilhar com seus heróis em uma
            emergência, se você adicionar uma.
          </li>
          <li>
            <strong>Alertas para seus heróis.</strong> Quando um herói pede a este site que o avise sobre o
            seu status, guardamos o endereço de notificações push que o navegador do herói nos informa (um
            endereço no serviço de notificações push do fabricante desse navegador), as chaves que
            criptografam os alertas para esse navegador, o código de acesso que ele usou, criptografado com
            uma chave dos nossos servidores, e o endereço de rede de onde veio o pedido (para que um único
            endereço não possa ocupar todas as vagas de alerta). A inscrição também registra o idioma da
            página em que foi feita, para que os alertas sejam escritos nesse idioma; esse dado é excluído
            junto com a inscrição. Não guardamos mais nada sobre o herói.
          </li>
          <li>
            <strong>Comentários.</strong> Quando você envia comentários por este site: seu nome, seu endereço
            de e-mail, o assunto e a mensagem.
          </li>
          <li>
            <strong>Informações técnicas.</strong> Informações básicas sobre o desempenho do app e do site,
            como o tipo de dispositivo, a versão do sistema operacional, os relatórios de falhas e os tempos
            de carregamento das páginas. Você pode desativar a coleta de dados de análise a qualquer momento.
          </li>
        </ul>
        <p>
          Não pedimos prontuários médicos nem dados de contas financeiras, e o {productName} não foi feito
          para armazená-los.
        </p>
      </section>

      <section>
        <h3>Como usamos as informações</h3>
        <ul>
          <li>
            Para criar sua conta, permitir que você entre nela e executar suas atividades e seus
            temporizadores de segurança.
          </li>
          <li>
            Para alertar seus heróis. Quando você usa o botão de emergência, ou quando um temporizador de
            segurança chega ao fim antes que você o pare com seu PIN, seus heróis recebem uma mensagem de
            texto com um código de acesso de 6 caracteres. Com esse código, eles podem consultar neste site o
            seu status, a sua localização, as últimas informações que você compartilhou e a sua foto de
            emergência.
          </li>
          <li>
            Para enviar a você os alertas de emergência e as notificações push descritos na nossa Política de
            Consentimento.
          </li>
          <li>Para responder aos seus comentários e pedidos de suporte.</li>
          <li>
            Para manter o {productName} seguro e para detectar e impedir usos indevidos, como tentativas de
            adivinhar códigos.
          </li>
          <li>
            Para entender e melhorar o funcionamento do app e do site, a menos que você desative a coleta de
            dados de análise.
          </li>
          <li>
            Para enviar a você novidades sobre o {productName}, a menos que você recuse as comunicações de
            marketing.
          </li>
        </ul>
      </section>

      <section>
        <h3>Como compartilhamos as informações</h3>
        <ul>
          <li>
            <strong>Com seus heróis</strong>, em uma emergência, como descrito acima. Ninguém sem um código de
            acesso pode consultar suas informações.
          </li>
          <li>
            <strong>Com prestadores de serviços</strong> que hospedam nossos servidores, cuidam do login,
            armazenam dados e entregam mensagens de texto e notificações push em nosso nome. Eles só podem
            usar suas informações para prestar esses serviços.
          </li>
          <li>
            <strong>Com os serviços de notificações push dos navegadores dos seus heróis</strong> (como
            Google, Mozilla, Apple ou Microsoft), que entregam os alertas que um herói pediu: que a emergência
            foi ativada ou desativada, que um temporizador de segurança chegou ao fim e que o status foi
            encerrado. Cada alerta é criptografado de ponta a ponta para o navegador do herói: o serviço de
            notificações push não consegue lê-lo e só fica sabendo quando ele é enviado e para qual navegador.
          </li>
          <li>
            <strong>Quando a lei exige</strong>, ou quando é necessário para proteger a vida ou a segurança de
            alguém.
          </li>
        </ul>
        <p>
          Não vendemos suas informações pessoais e nunca compartilhamos sua localização, suas atividades ou
          seus heróis com anunciantes.
        </p>
      </section>

      <section>
        <h3>Retenção de dados</h3>
        <ul>
          <li>
            <strong>Os dados de localização e de atividade</strong> (suas localizações e o trajeto delas, o
            nome que você mostra, o número de telefone que você compartilhou, os detalhes que você informou, o
            horário de término, o endereço da sua foto de emergência e as respostas dos seus heróis) são
            guardados apenas enquanto a atividade está em andamento. Quando você a para, nós os excluímos dos
            nossos servidores na mesma hora. Durante as {STATUS_RETENTION_HOURS} horas seguintes, seu código
            de acesso apenas informa aos seus heróis &ldquo;Este status foi encerrado.&rdquo;, e não guardamos
            mais nada sobre ele; depois disso, o código é descartado.
          </li>
          <li>
            <strong>Um temporizador de segurança que chega ao fim</strong> antes que você o pare é um alarme,
            não um encerramento: seus heróis ainda podem vê-lo, marcado como expirado, até{' '}
            {STATUS_RETENTION_HOURS} horas depois do horário de término. Depois, nós o excluímos da mesma
            forma. Nossos servidores procuram esses dados ao serem iniciados e a cada {STATUS_SWEEP_MINUTES}{' '}
            minutos.
          </li>
          <li>
            <strong>Uma atividade que o app deixa de atualizar</strong> (por exemplo, em um celular perdido) é
            encerrada automaticamente {STATUS_IDLE_DAYS} dias depois da última atualização, exatamente como se
            você a tivesse parado.
          </li>
          <li>
            <strong>Os alertas para seus heróis</strong> são guardados até que a atividade termine de qualquer
            uma dessas formas e o último alerta (&ldquo;Este status foi encerrado.&rdquo;) seja enviado;
            depois, nós os excluímos. Um herói pode desativá-los antes.
          </li>
          <li>
            <strong>Os códigos de acesso</strong> são armazenados apenas como um hash com chave, a partir do
            qual não é possível recuperar o código; enquanto os alertas de um herói estão ativos, eles também
            são armazenados criptografados, para que cada alerta possa levar ao seu status.
          </li>
          <li>
            <strong>Os dados da conta</strong> (seu perfil, seus heróis, sua foto de emergência e suas
            configurações) são guardados enquanto sua conta está ativa e são apagados definitivamente quando
            você exclui sua conta.
          </li>
          <li>
            <strong>Os comentários</strong> são guardados por {FEEDBACK_RETENTION_DAYS} dias depois que você
            os envia, para que possamos responder e agir com base no que você nos disse, e depois são
            excluídos automaticamente. Podemos excluí-los antes, depois de resolvidos.
          </li>
        </ul>
      </section>

      <section>
        <h3>O que este site guarda no seu dispositivo</h3>
        <p>Este site não usa cookies para visitantes e guarda no seu navegador apenas o seguinte:</p>
        <ul>
          <li>
            <strong>Seus comentários não enviados.</strong> Enquanto você escreve comentários, o que você
            digitou (incluindo seu nome e seu e-mail) fica guardado nesta aba do navegador, para que não se
            perca se a página for recarregada. Isso é apagado assim que os comentários são enviados e
            desaparece quando você fecha a aba.
          </li>
          <li>
            <strong>Uma cópia do site para uso sem conexão.</strong> As páginas, os estilos, os scripts e as
            imagens deste site ficam armazenados para que ele abra sem conexão. A cópia não contém nenhuma
            informação pessoal: códigos de acesso, status e comentários nunca são guardados nela. Ela é
            substituída quando o site é atualizado e fica guardada até você apagar os dados deste site no seu
            navegador.
          </li>
          <li>
            <strong>O nome e o número de dispositivo de um herói.</strong> Quando você responde abaixo de um
            status na página Consulta para heróis, ficam guardados o nome que você informou (se informou) e um
            número aleatório para este navegador, para que o nome já apareça preenchido na próxima vez e sua
            resposta mais recente substitua as anteriores. Eles ficam guardados até você apagar os dados deste
            site.
          </li>
          <li>
            <strong>O código de acesso que um herói está consultando.</strong> Enquanto a página Consulta para
            heróis mostra um status, esta aba do navegador guarda o código de acesso dele (no armazenamento de
            sessão da aba), para que, ao recarregar a página ou voltar a ela, o status apareça de novo sem que
            seja preciso digitar o código. O status em si nunca é guardado: ele é pedido de novo a cada vez. O
            código é esquecido quando o status é encerrado, quando outro código é consultado, quando você toca
            em &ldquo;Esquecer este código&rdquo; e quando você fecha a aba.
          </li>
          <li>
            <strong>O país do seu número de emergência.</strong> Quando você escolhe um país abaixo de um
            status na página Consulta para heróis, o código dele (por exemplo, GB) fica guardado no
            armazenamento local do navegador, com o nome <code>emergency-number.country</code>, para que a
            página ofereça o número de emergência desse país na próxima vez. Se você não escolher nenhum, o
            número segue as configurações de idioma do seu navegador, que permanecem no seu navegador. Ele
            fica guardado até você apagar os dados deste site.
          </li>
          <li>
            <strong>O idioma que você escolheu.</strong> O idioma que você escolhe na lista de idiomas (
            <span lang="en">English</span>, <span lang="es">Español</span>, <span lang="fr">Français</span>,
            Português, <span lang="ar">العربية</span>, <span lang="zh-Hans">中文</span>) é lembrado no seu
            dispositivo, no armazenamento local do navegador, com o nome <code>chosen-language</code>, nunca
            em um cookie, para que as páginas do site abram nesse idioma na próxima vez. Quando uma página
            oferece a você a versão no idioma do seu navegador, o idioma oferecido também fica guardado ali,
            com o nome <code>offered-language</code>, para que a oferta apareça só uma vez. Nenhum dos dois é
            enviado para nós. Eles ficam guardados até você apagar os dados deste site.
          </li>
          <li>
            <strong>Um aviso de que o site funciona sem conexão.</strong> Uma configuração lembra que você já
            viu essa mensagem, para que ela apareça só uma vez. Ela fica guardada até você apagar os dados
            deste site.
          </li>
        </ul>
      </section>

      <section>
        <h3>Segurança dos dados</h3>
        <p>
          Protegemos suas informações com criptografia durante a transmissão, com controles de acesso que
          limitam quem pode vê-las e com códigos de acesso, para que apenas seus heróis possam consultar suas
          informações de emergência. O PIN do seu temporizador de segurança garante que só você possa pará-lo.
        </p>
        <p>
          Você pode ajudar: bloqueie seu celular, não conte seu PIN a ninguém e peça aos seus heróis que não
          compartilhem os códigos de acesso deles. Nenhum sistema é perfeitamente seguro; se algum dia um
          incidente de segurança afetar suas informações, avisaremos você conforme a lei exigir.
        </p>
      </section>

      <section>
        <h3>Seus direitos</h3>
        <p>Você tem o controle das suas informações pessoais. Você pode:</p>
        <ul>
          <li>
            <strong>Acessá-las e corrigi-las.</strong> Ver e atualizar seu perfil e seus heróis nas
            configurações do app, ou pedir uma cópia das informações que temos sobre você escrevendo para{' '}
            {privacyLink}.
          </li>
          <li>
            <strong>Excluí-las.</strong> No app, vá para Settings (Ajustes), depois Account Settings (Ajustes
            da conta) e depois Delete Account (Excluir conta). Os passos também estão na nossa{' '}
            <a href="/pt/accountDeletion">página de exclusão de conta</a>. Se você não tem mais o app, escreva
            para {privacyLink}.
          </li>
          <li>
            <strong>Recusar.</strong> Desativar o marketing, as notificações que não são de emergência, o
            compartilhamento da localização com contatos específicos e a coleta de dados de análise, como
            explica nossa <a href="/pt/privacyPolicies?tab=optin">Política de Consentimento</a>, e retirar a
            qualquer momento a permissão de localização ou de notificações nas configurações do seu
            dispositivo.
          </li>
        </ul>
        <p>
          Dependendo de onde você mora, você pode ter outros direitos pela legislação local; nós os
          respeitamos. Podemos pedir que você confirme que uma conta é sua antes de atender a um pedido, e
          respondemos dentro do prazo permitido pela lei.
        </p>
      </section>

      <section>
        <h3>Privacidade de crianças</h3>
        <p>
          O {productName} não é destinado a menores de 13 anos, e não coletamos intencionalmente informações
          deles. Se você acredita que uma criança nos forneceu informações pessoais, escreva para{' '}
          {privacyLink} e nós as excluiremos.
        </p>
      </section>

      <section>
        <h3>Alterações nesta política</h3>
        <p>
          Podemos atualizar esta política quando o {productName} mudar ou quando a lei exigir. Vamos alterar a
          data de &ldquo;Última atualização&rdquo; no início e, quando uma alteração for importante,
          avisaremos você no app ou por e-mail antes que ela entre em vigor.
        </p>
      </section>

      <section>
        <h3>Fale conosco</h3>
        <p>Tem dúvidas sobre esta política ou sobre suas informações? Escreva para {privacyLink}.</p>
      </section>
    </article>
  );
}
