# cause: runtime_tensor_unsupported_numpy_dtype
# expect: unknown dtype `(object|complex\d+|<U\d+|str\d*)`
# capture: pytest
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R, tirx as T



def test_complex_weights():
    w = np.fft.fft(np.ones(8))
    relax.const(w)
