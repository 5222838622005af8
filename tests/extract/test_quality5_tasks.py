"""ADDRESSES round 5: classes of wrong tasks found by reading random venue abstracts (precision audit).

Each test is one class, written with our own sentences: adjectives of kind or verbs before
"problems" ("large-scale problems", "these include problems"), a property after "tasks of"
("tasks of varied difficulty levels"), evaluation protocols ("human evaluation"), title phrases
that name a loss or regularizer, claim words opening a title task ("for Improved X"), opening
subjects that name methods; and the dev4 gold file itself (well-formed, scorable by record id).
"""

from extract_helpers import of_type

A = "ADDRESSES"


def _lower(names: set[str]) -> set[str]:
    return {n.lower() for n in names}


def test_kind_adjective_before_problems_is_no_task() -> None:
    text = (
        "Kernel machines are slow in large-scale problems and cannot follow time-varying problems. "
        "We propose DriftKern, a method for online anomaly detection under drift."
    )
    found = _lower(of_type(text, A))
    assert "large-scale" not in found
    assert "time-varying" not in found
    assert "online anomaly detection" in found


def test_verb_before_problems_is_no_task() -> None:
    text = (
        "Many planning settings are combinatorial; these include problems with thousands of actions. "
        "We study combinatorial action planning with a factorised policy."
    )
    found = _lower(of_type(text, A))
    assert "include" not in found
    assert "combinatorial action planning" in found


def test_property_after_tasks_of_is_no_task() -> None:
    text = (
        "Language models meet tasks of varied difficulty levels. We address in-context sequence "
        "classification and show that models prefer short rules."
    )
    found = _lower(of_type(text, A))
    assert "difficulty levels" not in found
    assert "in-context sequence classification" in found


def test_evaluation_protocol_is_no_task() -> None:
    text = (
        "We present SumGuard, a method for faithful dialogue summarization. In human evaluation and "
        "automatic evaluation, SumGuard is preferred over prior systems."
    )
    found = _lower(of_type(text, A))
    assert "human evaluation" not in found
    assert "automatic evaluation" not in found
    assert "faithful dialogue summarization" in found


def test_title_loss_name_is_no_task() -> None:
    title = "Smooth Ranking Losses: Training Retrieval Models with Soft Orders"
    text = (
        "Smooth ranking losses are surrogates for ranking metrics. We tune smooth ranking losses "
        "for legal case retrieval on three collections."
    )
    found = _lower(of_type(text, A, title))
    assert not {"smooth ranking losses", "smooth ranking"} & found
    assert "legal case retrieval" in found


def test_claim_word_opening_title_task_is_dropped() -> None:
    title = "Label Trees for Improved Multimodal Product Classification"
    text = (
        "Multimodal product classification assigns catalogue items to categories from text and images. "
        "We build label trees from the category taxonomy and use them to guide the classifier."
    )
    found = _lower(of_type(text, A, title))
    assert "improved multimodal product classification" not in found
    assert "multimodal product classification" in found


def test_opening_subject_naming_methods_is_no_task() -> None:
    text = (
        "Contrastive pre-training methods on molecules have become popular. We present MolBridge for "
        "molecular property prediction from joint graph and sequence views."
    )
    found = _lower(of_type(text, A))
    assert "contrastive pre-training methods on molecules" not in found
    assert "molecular property prediction" in found


def test_problem_modifying_a_noun_is_no_task_phrase() -> None:
    text = (
        "We probe math models trained for step-by-step problem solving with distracting suffixes, "
        "and study adversarial robustness of reasoning models."
    )
    found = _lower(of_type(text, A))
    assert "step-by-step" not in found
    assert any(f.startswith("adversarial robustness") for f in found)


def test_title_case_task_keeps_its_named_words() -> None:
    text = (
        "Generic Multiple Object Tracking (GMOT) follows many objects of one kind. We present TrackAny "
        "for Generic Multiple Object Tracking from a text prompt."
    )
    found = _lower(of_type(text, A))
    assert "object tracking" not in found
    assert any("multiple object tracking" in f for f in found)


def test_common_sense_is_one_compound() -> None:
    text = (
        "We present PuebloQA, a dataset for common sense reasoning in Quechua, and find that models "
        "fail at common sense reasoning about local customs."
    )
    found = _lower(of_type(text, A))
    assert "sense reasoning" not in found
    assert "common sense reasoning" in found


def test_evaluative_word_is_cut_from_a_task() -> None:
    text = (
        "We train models to reason in latent space. They beat chain-of-thought in certain logical "
        "reasoning tasks and we study latent multi-step reasoning in depth."
    )
    found = _lower(of_type(text, A))
    assert "certain logical reasoning" not in found


def test_title_claim_segment_is_no_task() -> None:
    title = "Mirror Play: Stability and Fast Convergence in Zero-Sum Games"
    text = (
        "Fast convergence of no-regret dynamics matters for equilibrium approximation in zero-sum games. "
        "We show that a smoothed mirror play converges quickly and stays stable."
    )
    found = _lower(of_type(text, A, title))
    assert "fast convergence" not in found
    assert "equilibrium approximation" in found


def test_hyphenated_kind_before_tasks_is_no_task() -> None:
    text = (
        "Planners struggle in long-horizon, sparse-reward tasks. We address robot motion planning "
        "with learned subgoals."
    )
    found = _lower(of_type(text, A))
    assert not {"sparse-reward", "long-horizon"} & found
    assert "robot motion planning" in found


def test_comparative_or_evaluative_word_is_not_part_of_a_task() -> None:
    text = (
        "We show that deep networks have richer feature learning than shallow ones, which opens "
        "further exploration of the topic. We address sparse parity approximation with three layers."
    )
    found = _lower(of_type(text, A))
    assert "richer feature learning" not in found
    assert "further exploration" not in found


def test_verb_after_a_modal_is_cut() -> None:
    text = (
        "Robots should ideally execute bimanual manipulation with either arm. We study symmetric "
        "policy learning for bimanual manipulation."
    )
    found = _lower(of_type(text, A))
    assert "execute bimanual manipulation" not in found
    assert "bimanual manipulation" in found


def test_head_modifying_a_component_is_no_task() -> None:
    text = (
        "We analyse attention for nonlinear prediction heads and show margin maximization. We study "
        "token selection in attention for sentence classification."
    )
    found = _lower(of_type(text, A))
    assert "nonlinear prediction" not in found


def test_means_that_others_rely_on_is_no_task() -> None:
    text = (
        "Earlier systems rely on keypoint template matching and break under occlusion. We present "
        "GraspFlow for robotic grasp detection from depth images."
    )
    found = _lower(of_type(text, A))
    assert "keypoint template matching" not in found
    assert "robotic grasp detection" in found


def test_cut_verb_phrase_after_challenge_of_is_no_task() -> None:
    text = (
        "To meet the challenge of choosing a good margin, we relax the constraints. We address "
        "robust regression under heavy tails and the problem of overfitting, which hurts small data."
    )
    found = _lower(of_type(text, A))
    assert "choosing" not in found
    assert "overfitting" in found


def test_role_word_before_tasks_is_no_task() -> None:
    text = (
        "Continual learners forget the earlier tasks. We study class-incremental image classification "
        "with data-free replay."
    )
    found = _lower(of_type(text, A))
    assert "earlier" not in found
    assert "class-incremental image classification" in found


def test_means_after_using_is_no_task() -> None:
    text = (
        "Using PAC-Bayesian theory, we derive risk bounds for variational autoencoders. We address "
        "out-of-distribution detection with these bounds."
    )
    found = _lower(of_type(text, A))
    assert "pac-bayesian theory" not in found
    assert "out-of-distribution detection" in found


def test_baseline_algorithms_are_no_task() -> None:
    text = (
        "We present ScaleMeta for few-shot image classification. It is four times faster than other "
        "baseline meta learning algorithms."
    )
    found = _lower(of_type(text, A))
    assert "baseline meta learning" not in found
    assert "few-shot image classification" in found


def test_word_after_an_adverb_is_no_task_word() -> None:
    text = (
        "Deployed controllers need tools that flexibly obtain safety certificates from data. We study "
        "certified collision detection for mobile robots."
    )
    found = _lower(of_type(text, A))
    assert "obtain safety" not in found
    assert any(f.endswith("collision detection") for f in found)


def test_examples_of_downstream_tasks_are_no_task() -> None:
    text = (
        "We present GridLatent, a locality-aware neural field for image denoising. The latents "
        "also help downstream tasks such as semantic segmentation and depth estimation."
    )
    found = _lower(of_type(text, A))
    assert not {"semantic segmentation", "depth estimation"} & found
    assert "image denoising" in found


def test_headless_title_segment_outside_the_task_slot_is_no_task() -> None:
    title = "Curved Sample Bridge using Data Consistency for Inverse Problems"
    text = (
        "Diffusion samplers for inverse problems are slow. We bend the sampling path so that fewer "
        "steps reach the posterior, and test deblurring and inpainting."
    )
    found = _lower(of_type(text, A, title))
    assert "curved sample bridge" not in found


def test_weak_passing_mention_is_not_a_second_task() -> None:
    text = (
        "Spreadsheets are everywhere, and their cells even feed text classification pipelines. "
        "We present GridReader for table question answering over nested headers."
    )
    found = _lower(of_type(text, A))
    assert "table question answering" in found
    assert not any("text classification" in f for f in found)


def test_prepositions_do_not_open_a_task() -> None:
    text = (
        "Beyond object classification, vision-language models must read illusions. We study "
        "optical illusion understanding with a new suite of questions."
    )
    found = _lower(of_type(text, A))
    assert "beyond object classification" not in found
    assert "optical illusion understanding" in found


def test_acronym_defined_means_is_no_task() -> None:
    text = (
        "We propose an approach using prototype-guided contrastive learning (PGCL) to improve "
        "implicit sarcasm detection across domains."
    )
    found = _lower(of_type(text, A))
    assert "prototype-guided contrastive learning" not in found
    assert "implicit sarcasm detection" in found


def test_semi_supervised_is_a_task_modifier() -> None:
    text = (
        "We study semi-supervised image segmentation with few labels and show that pseudo-labels "
        "from a diffusion model help semi-supervised image segmentation."
    )
    found = _lower(of_type(text, A))
    assert "semi-supervised image segmentation" in found


def test_head_naming_a_metric_or_engine_is_no_task() -> None:
    text = (
        "We study quality estimation for Yoruba machine translation, since n-gram matching metrics "
        "miss meaning. Our scorer now runs inside a commercial web search engine."
    )
    found = _lower(of_type(text, A))
    assert "n-gram matching" not in found
    assert "commercial web search" not in found
    assert "yoruba machine translation" in found


def test_property_head_before_metrics_still_names_the_problem() -> None:
    text = (
        "We study group fairness in credit scoring and show that group fairness metrics disagree "
        "with individual fairness."
    )
    found = _lower(of_type(text, A))
    assert "group fairness" in found


def test_examples_of_applications_or_losses_are_no_task() -> None:
    text = (
        "We analyse mode connectivity of neural networks, which matters in applications such as "
        "model merging. Prior analyses of contrastive losses, such as noise-contrastive estimation, "
        "assume a fixed data model. We study linear mode connectivity under permutations."
    )
    found = _lower(of_type(text, A))
    assert "model merging" not in found
    assert "noise-contrastive estimation" not in found


def test_simplification_annotation_and_avoidance_are_task_heads() -> None:
    text = "We compare prompting and fine-tuning for medical text simplification with small models."
    assert "medical text simplification" in _lower(of_type(text, A))
    text = "We present TabAgent, an LLM agent for semantic column annotation of messy web tables."
    assert any(f.startswith("semantic column annotation") for f in _lower(of_type(text, A)))
    text = "We present SwiftNav, a learned planner for drone obstacle avoidance in dense forests."
    assert "drone obstacle avoidance" in _lower(of_type(text, A))


def test_field_word_before_tasks_is_no_task() -> None:
    text = (
        "Foundation models are trained on varied vision tasks and robotics tasks. We present LiteBot "
        "for visuomotor policy learning with a distilled encoder."
    )
    found = _lower(of_type(text, A))
    assert not {"vision", "robotics"} & found


def test_problem_of_methods_or_knowledge_is_no_task() -> None:
    text = (
        "We present DelayAC, an actor-critic method that avoids the state explosion problem of "
        "conventional approaches and tackles the challenge of limited knowledge about delays. "
        "We address delayed-feedback reinforcement learning in continuous control."
    )
    found = _lower(of_type(text, A))
    assert not {"approaches", "conventional approaches", "knowledge", "limited knowledge"} & found


def test_opening_subject_with_acronym_and_of_phrase() -> None:
    text = (
        "Post-training pruning of vision transformers (PTP) largely relies on magnitude scores. "
        "We present ShapeCut, which scores heads by their curvature and keeps accuracy."
    )
    found = _lower(of_type(text, A))
    assert "post-training pruning of vision transformers" in found


def test_people_opening_a_sentence_are_no_task() -> None:
    text = (
        "Researchers in robot learning have built many simulators for training policies. We study "
        "sim-to-real transfer of tactile servoing."
    )
    found = _lower(of_type(text, A))
    assert not any(f.startswith("researchers") for f in found)


def test_excluded_names_are_dropped_before_ranking() -> None:
    from kg.extract.document import analyse
    from kg.extract.tasks import find_tasks
    from kg.normalize import normalize

    text = (
        "We study beam search decoding for code generation. Our decoder improves code generation "
        "and beam search decoding on three suites."
    )
    names = {normalize(f.name) for f in find_tasks(analyse(text, None))}
    assert normalize("code generation") in names
    kept = {normalize(f.name) for f in find_tasks(analyse(text, None), {normalize("code generation")})}
    assert normalize("code generation") not in kept
    assert kept
