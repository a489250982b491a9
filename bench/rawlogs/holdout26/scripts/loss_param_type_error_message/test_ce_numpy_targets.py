# cause: loss_param_type_error_message
# expect: TypeError: can only concatenate str \(not "type"\) to str
# capture: pytest-native
import numpy as np
from tvm import relax
from tvm.relax.training.loss import CrossEntropyLoss


def test_ce_from_example_arrays():
    logits = np.zeros((6, 4), "float32")
    labels = np.zeros((6,), "int64")
    ce = CrossEntropyLoss(reduction="mean", ignore_index=-1)
    fn = ce(relax.TensorType(logits.shape, str(logits.dtype)), labels)
    assert fn.params[1].ty.dtype == "int64"
