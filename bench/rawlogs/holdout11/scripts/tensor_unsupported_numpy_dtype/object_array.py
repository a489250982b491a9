# cause: tensor_unsupported_numpy_dtype
# expect: unknown dtype `object`
# capture: pytest
import numpy as np
import tvm

def test_ragged():
    rows = np.array([np.ones(3), np.ones(2)], dtype=object)
    tvm.runtime.tensor(rows)
