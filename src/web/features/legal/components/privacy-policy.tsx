import { Link } from "react-router";
import { LegalDocument, type LegalSection } from "./legal-document";

const link = "text-primary underline";

const sections: readonly LegalSection[] = [
  {
    title: "Introdução",
    body: (
      <>
        <p>
          Esta Política de Privacidade explica como a Conteúdo Inteligente ("Plataforma", "nós")
          trata os dados pessoais de quem a utiliza, em conformidade com a Lei Geral de Proteção de
          Dados Pessoais (Lei nº 13.709/2018, "LGPD") e com o Marco Civil da Internet (Lei nº
          12.965/2014).
        </p>
        <p>
          Somos a controladora dos dados pessoais tratados na Plataforma. Ela complementa os{" "}
          <Link to="/termos-de-uso" className={link}>
            Termos de Uso
          </Link>
          ; os termos em maiúscula têm o mesmo significado nos dois documentos.
        </p>
      </>
    ),
  },
  {
    title: "Dados que Coletamos",
    body: (
      <>
        <ul>
          <li>
            <strong>Nome:</strong> o nome completo informado no cadastro e, se você quiser, um nome
            de usuário.
          </li>
          <li>
            <strong>E-mail:</strong> usado para acesso, confirmação da conta, recuperação de senha e
            comunicações sobre o serviço.
          </li>
          <li>
            <strong>Informações da conta:</strong> senha (guardada apenas de forma cifrada, com hash
            irreversível), data de cadastro, perfil de acesso e situação da conta.
          </li>
          <li>
            <strong>Informações de pagamento:</strong> plano, forma de pagamento (cartão, boleto ou
            Pix), situação e datas da assinatura, o identificador de cliente no processador de
            pagamentos e, enquanto um pagamento aguarda confirmação, a linha digitável do boleto ou
            o código Pix. Os dados do cartão são digitados diretamente no ambiente do processador e
            nunca passam pelos nossos servidores.
          </li>
          <li>
            <strong>Dados de uso:</strong> endereço IP, data e hora de acesso, navegador e registros
            técnicos necessários à segurança e ao funcionamento da Plataforma.
          </li>
          <li>
            <strong>Conteúdo do Usuário:</strong> as informações da marca e as instruções que você
            envia às ferramentas, o conteúdo gerado e salvo no histórico e as mensagens enviadas ao
            suporte.
          </li>
          <li>
            <strong>Dados dos seus clientes:</strong> quando você compartilha um plano por um link
            de aprovação, os seus clientes podem deixar nele o nome e comentários sobre as
            publicações. Guardamos esses dados junto do plano, para você; eles aparecem na sua
            exportação de dados e são excluídos com o plano ou com a sua conta. Ao compartilhar o
            link, você é responsável por informar seus clientes sobre esse tratamento.
          </li>
        </ul>
        <p>
          Não solicitamos dados pessoais sensíveis. Evite incluí-los nas instruções enviadas às
          ferramentas.
        </p>
      </>
    ),
  },
  {
    title: "Como Usamos seus Dados",
    body: (
      <>
        <p>Tratamos seus dados para:</p>
        <ul>
          <li>
            criar e manter sua conta, autenticar seu acesso e gerar o conteúdo solicitado (art. 7º,
            V, da LGPD: execução de contrato);
          </li>
          <li>processar a assinatura, emitir cobranças e cumprir obrigações fiscais e legais;</li>
          <li>
            guardar os registros de acesso por 6 (seis) meses, como exige o art. 15 do Marco Civil
            da Internet (art. 7º, II: cumprimento de obrigação legal);
          </li>
          <li>
            prevenir fraudes e abusos, proteger a Plataforma e responder ao suporte (art. 7º, IX:
            legítimo interesse);
          </li>
          <li>enviar comunicações sobre a conta, a assinatura e mudanças nestes documentos.</li>
        </ul>
        <p>
          Não vendemos dados pessoais, não os usamos para publicidade de terceiros e não usamos seu
          conteúdo para treinar modelos de inteligência artificial. Mantemos os dados enquanto a
          conta existir; depois da exclusão, guardamos apenas o que a lei obriga, pelo prazo que ela
          determina.
        </p>
      </>
    ),
  },
  {
    title: "Compartilhamento de Dados",
    body: (
      <>
        <p>
          Compartilhamos dados apenas com operadores que nos ajudam a prestar o serviço, na medida
          do necessário e sob obrigações contratuais de confidencialidade e segurança:
        </p>
        <ul>
          <li>
            <strong>Stripe</strong>, processador de pagamentos: recebe seu nome, e-mail e os dados
            do cartão, ou os dados exigidos para emitir o boleto ou o Pix (como o CPF ou CNPJ do
            pagador), para processar o pagamento.
          </li>
          <li>
            <strong>Provedor de inteligência artificial</strong>: recebe as informações da marca e
            as instruções que você envia às ferramentas, para gerar o conteúdo. Esse provedor pode
            estar localizado fora do Brasil (por exemplo, nos Estados Unidos), o que configura{" "}
            <strong>transferência internacional de dados</strong>. Ela ocorre nos termos do art. 33
            da LGPD, por ser necessária à execução do contrato com você (art. 33, IX, combinado com
            o art. 7º, V) e com garantias contratuais de proteção de dados (art. 33, II). Não
            enviamos ao provedor seu nome, seu e-mail nem dados de pagamento.
          </li>
          <li>
            <strong>Provedor de e-mail</strong>: recebe seu endereço de e-mail e o texto das
            mensagens transacionais (confirmação de conta, recuperação de senha, respostas do
            suporte).
          </li>
        </ul>
        <p>
          Também podemos compartilhar dados com autoridades públicas quando houver obrigação legal
          ou ordem judicial.
        </p>
      </>
    ),
  },
  {
    title: "Segurança",
    body: (
      <p>
        Adotamos medidas técnicas e administrativas para proteger seus dados: conexão cifrada
        (HTTPS), senhas guardadas com hash, chaves de serviços de terceiros mantidas apenas no
        servidor, controle de acesso por perfil, registro das ações administrativas e limites de
        tentativas de acesso. Nenhum sistema é totalmente imune a incidentes; se ocorrer um
        incidente que possa causar risco ou dano relevante, comunicaremos você e a Autoridade
        Nacional de Proteção de Dados (ANPD), como determina o art. 48 da LGPD.
      </p>
    ),
  },
  {
    title: "Seus Direitos",
    body: (
      <>
        <p>O art. 18 da LGPD garante a você, entre outros, os direitos de:</p>
        <ul>
          <li>
            <strong>acesso</strong>: confirmar que tratamos seus dados e obter uma cópia deles;
          </li>
          <li>
            <strong>retificação</strong>: corrigir dados incompletos, inexatos ou desatualizados;
          </li>
          <li>
            <strong>exclusão</strong>: eliminar os dados tratados, ressalvadas as hipóteses de
            guarda obrigatória previstas em lei;
          </li>
          <li>
            <strong>restrição</strong>: pedir a anonimização, o bloqueio ou a eliminação de dados
            desnecessários ou tratados em desconformidade com a LGPD, e opor-se a tratamentos;
          </li>
          <li>
            <strong>portabilidade</strong>: receber seus dados em formato estruturado para levá-los
            a outro fornecedor.
          </li>
        </ul>
        <p>
          Vários desses direitos podem ser exercidos diretamente no seu{" "}
          <Link to="/profile" className={link}>
            perfil
          </Link>
          : edite nome e nome de usuário a qualquer momento; use <strong>Baixar meus dados</strong>{" "}
          para receber um arquivo com tudo o que guardamos sobre você; e use{" "}
          <strong>Excluir minha conta</strong> para apagar a conta e os dados associados, o que
          também cancela a assinatura. Para os demais pedidos, fale conosco (seção 9); respondemos
          em até 15 (quinze) dias. Você também pode peticionar à ANPD.
        </p>
      </>
    ),
  },
  {
    title: "Cookies",
    body: (
      <p>
        Usamos um único cookie, estritamente necessário: o cookie de sessão, que mantém você
        conectado e expira em até 7 (sete) dias ou quando você sai da conta. Não usamos cookies de
        publicidade, de rastreamento ou de análise de terceiros. O rascunho do seu Prompt Mãe fica
        apenas no armazenamento da sessão do seu navegador e é apagado ao fechar a aba.
      </p>
    ),
  },
  {
    title: "Alterações desta Política",
    body: (
      <p>
        Podemos atualizar esta Política para refletir mudanças na Plataforma ou na legislação. A
        data da última atualização fica no topo desta página, e mudanças relevantes serão
        comunicadas por e-mail ou por aviso na Plataforma antes de entrarem em vigor.
      </p>
    ),
  },
  {
    title: "Contato",
    body: (
      <p>
        Para exercer seus direitos ou tirar dúvidas sobre privacidade, fale com o nosso encarregado
        pelo tratamento de dados pessoais pela página{" "}
        <Link to="/support" className={link}>
          Entre em Contato
        </Link>{" "}
        (disponível para usuários conectados) ou em resposta a qualquer e-mail enviado pela
        Plataforma.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return <LegalDocument title="Política de Privacidade" sections={sections} />;
}
