# cause: tensor_unsupported_numpy_dtype
# expect: unknown dtype
# capture: pytest-native
import numpy as np
import tvm

def test_labels():
    labels = np.array(["cat", "dog"])
    tvm.runtime.tensor(labels)
