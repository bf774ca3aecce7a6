import { Link } from "react-router";
import { LegalDocument, type LegalSection } from "./legal-document";

const sections: readonly LegalSection[] = [
  {
    title: "Aceitação dos Termos",
    body: (
      <>
        <p>
          Estes Termos de Uso regulam o acesso e a utilização da plataforma Conteúdo Inteligente
          ("Plataforma"), que ajuda marcas, profissionais de marketing e pequenas empresas a criar
          conteúdo de marketing com o apoio de inteligência artificial.
        </p>
        <p>
          Ao criar uma conta ou utilizar a Plataforma, você ("Usuário") declara que leu, compreendeu
          e concorda com estes Termos e com a nossa{" "}
          <Link to="/politica-de-privacidade" className="text-primary underline">
            Política de Privacidade
          </Link>
          . Se não concordar, não utilize a Plataforma. Para se cadastrar, você deve ter pelo menos
          18 (dezoito) anos e plena capacidade civil, ou agir em nome de uma empresa com poderes
          para vinculá-la a estes Termos.
        </p>
      </>
    ),
  },
  {
    title: "Descrição do Serviço",
    body: (
      <>
        <p>A Plataforma oferece, entre outras funcionalidades:</p>
        <ul>
          <li>
            o <strong>Prompt Mãe</strong>, que registra a essência da marca (nome, descrição, área
            de atuação, problema que resolve e valores) em um prompt base;
          </li>
          <li>
            o <strong>Estrategista Digital</strong>, que gera uma estratégia de marketing com
            calendário de publicações para os próximos 3 (três) meses;
          </li>
          <li>
            a <strong>Máquina de Roteiros</strong>, que gera roteiros para vídeos, posts,
            carrosséis, stories e anúncios;
          </li>
          <li>o histórico do conteúdo gerado, o perfil da conta e o atendimento ao Usuário.</li>
        </ul>
        <p>
          As ferramentas de geração são exclusivas de assinantes do plano Pro, mensal ou anual,
          cobrado de forma recorrente por cartão de crédito ou boleto bancário por meio do nosso
          processador de pagamentos. A assinatura pode ser cancelada a qualquer momento na aba
          Assinatura do perfil; o acesso permanece até o fim do período já pago, sem prejuízo do
          direito de arrependimento de 7 (sete) dias previsto no art. 49 do Código de Defesa do
          Consumidor.
        </p>
        <p>
          Com boleto, o acesso começa quando o banco confirma o pagamento (até 3 dias úteis); um
          boleto vencido sem pagamento não gera cobrança nem acesso. Quando disponível, o plano
          anual também pode ser pago por Pix, em pagamento único: 12 meses de acesso, sem renovação
          automática, terminando no dia indicado na aba Assinatura. Avisamos por e-mail 7 dias e 1
          dia antes do fim para que o Usuário possa renovar.
        </p>
        <p>
          O conteúdo é produzido por modelos de inteligência artificial e pode conter erros,
          imprecisões ou semelhanças com textos de terceiros. Ele é uma sugestão de trabalho: cabe
          ao Usuário revisá-lo antes de publicar.
        </p>
      </>
    ),
  },
  {
    title: "Cadastro e Conta",
    body: (
      <>
        <p>
          O Usuário deve fornecer informações verdadeiras, completas e atualizadas no cadastro e
          mantê-las assim. A conta é pessoal e intransferível: o Usuário é responsável por manter a
          confidencialidade da sua senha e por toda atividade realizada com suas credenciais, e deve
          nos avisar imediatamente de qualquer uso não autorizado.
        </p>
        <p>
          Podemos suspender (travar) ou encerrar (banir) contas que violem estes Termos, informando
          o motivo. Uma conta travada continua podendo acessar o perfil e o histórico, mas não gera
          novo conteúdo. O Usuário pode excluir a sua conta a qualquer momento pelo próprio perfil.
        </p>
      </>
    ),
  },
  {
    title: "Conteúdo do Usuário e Licença",
    body: (
      <>
        <p>
          As informações que o Usuário insere na Plataforma (dados da marca, instruções e textos) e
          o conteúdo gerado a partir delas pertencem ao Usuário, na medida permitida pela lei. O
          Usuário pode usá-los livremente, inclusive para fins comerciais.
        </p>
        <p>
          Para prestar o serviço, o Usuário concede à Plataforma uma licença não exclusiva,
          gratuita, mundial e limitada ao tempo de uso da conta para armazenar, processar,
          reproduzir e transmitir esse conteúdo, exclusivamente para gerar os resultados
          solicitados, guardá-los no histórico e dar suporte. Não usamos o conteúdo do Usuário para
          publicidade nem o tornamos público.
        </p>
        <p>
          O Usuário declara ter os direitos necessários sobre o que insere na Plataforma e é o único
          responsável pelo uso e pela publicação do conteúdo gerado.
        </p>
      </>
    ),
  },
  {
    title: "Uso Aceitável",
    body: (
      <>
        <p>É proibido utilizar a Plataforma para:</p>
        <ul>
          <li>
            produzir conteúdo ilegal, difamatório, discriminatório, enganoso ou que incite violência
            ou ódio;
          </li>
          <li>
            criar publicidade enganosa ou abusiva, nos termos do Código de Defesa do Consumidor, ou
            violar o Código de Autorregulamentação Publicitária;
          </li>
          <li>
            violar direitos de terceiros, como direitos autorais, marcas, imagem e privacidade;
          </li>
          <li>
            inserir dados pessoais sensíveis de terceiros sem base legal para o seu tratamento;
          </li>
          <li>
            tentar acessar contas ou dados de outras pessoas, burlar limites técnicos ou de
            assinatura, sobrecarregar, copiar em massa ou fazer engenharia reversa da Plataforma;
          </li>
          <li>compartilhar ou revender o acesso à sua conta.</li>
        </ul>
      </>
    ),
  },
  {
    title: "Propriedade Intelectual",
    body: (
      <p>
        A Plataforma, incluindo sua marca, identidade visual, software, textos de interface,
        estrutura e modelos de instruções, pertence à Conteúdo Inteligente ou a seus licenciadores e
        é protegida pelas Leis nº 9.610/1998 (direitos autorais), nº 9.609/1998 (software) e nº
        9.279/1996 (propriedade industrial). Estes Termos não transferem ao Usuário nenhum direito
        sobre esses elementos além do uso da Plataforma conforme aqui previsto.
      </p>
    ),
  },
  {
    title: "Limitação de Responsabilidade",
    body: (
      <>
        <p>
          Empregamos os melhores esforços para manter a Plataforma disponível e segura, mas ela pode
          passar por interrupções para manutenção, falhas de terceiros (como provedores de
          hospedagem, de inteligência artificial e de pagamento) ou casos fortuitos e de força
          maior.
        </p>
        <p>
          Não garantimos resultados comerciais (vendas, seguidores ou engajamento) decorrentes do
          conteúdo gerado, nem respondemos pelo uso que o Usuário fizer dele. Na máxima extensão
          permitida pela lei, e sem afastar os direitos do consumidor que não possam ser limitados,
          nossa responsabilidade por danos diretos fica limitada ao valor pago pelo Usuário nos 12
          (doze) meses anteriores ao fato.
        </p>
      </>
    ),
  },
  {
    title: "Alterações dos Termos",
    body: (
      <p>
        Podemos atualizar estes Termos para refletir mudanças na Plataforma ou na legislação. A data
        da última atualização fica no topo desta página. Alterações relevantes serão comunicadas por
        e-mail ou por aviso na Plataforma com antecedência razoável; continuar a usar a Plataforma
        depois da vigência significa aceitar a nova versão. Se não concordar, o Usuário pode
        cancelar a assinatura e excluir a conta.
      </p>
    ),
  },
  {
    title: "Legislação Aplicável e Foro",
    body: (
      <p>
        Estes Termos são regidos pelas leis da República Federativa do Brasil, em especial o Código
        Civil, o Código de Defesa do Consumidor, o Marco Civil da Internet (Lei nº 12.965/2014) e a
        Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018). Fica eleito o foro da comarca
        do domicílio do Usuário para resolver qualquer controvérsia decorrente destes Termos, com
        renúncia a qualquer outro, por mais privilegiado que seja.
      </p>
    ),
  },
  {
    title: "Contato",
    body: (
      <p>
        Dúvidas, sugestões ou reclamações sobre estes Termos podem ser enviadas pela página{" "}
        <Link to="/support" className="text-primary underline">
          Entre em Contato
        </Link>
        , disponível para usuários conectados, ou em resposta a qualquer e-mail enviado pela
        Plataforma. Respondemos em até 5 (cinco) dias úteis.
      </p>
    ),
  },
];

export function TermsOfUse() {
  return (
    <LegalDocument
      title="Termos de Uso"
      intro="Leia com atenção: estes Termos formam o contrato entre você e a Conteúdo Inteligente."
      sections={sections}
    />
  );
}
