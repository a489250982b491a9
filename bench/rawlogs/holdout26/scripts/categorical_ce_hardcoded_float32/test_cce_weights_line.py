# cause: categorical_ce_hardcoded_float32
# expect: Binary operators must have the same datatype
# capture: pytest-line
import pytest
from tvm import relax
from tvm.relax.training.loss import CategoricalCrossEntropyLoss


@pytest.mark.parametrize("dtype", ["float64"])
def test_weighted_cce(dtype):
    fn = CategoricalCrossEntropyLoss(reduction="none")(
        relax.TensorType((4, 6), dtype),
        relax.TensorType((4, 6), "int64"),
        relax.TensorType((6,), dtype),
    )
    assert len(fn.params) == 3
